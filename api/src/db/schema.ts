import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PROJECT_STATUSES, PROPOSAL_STATUSES } from 'shared/contract/business';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Columns several tables have; a function each, as a column builder belongs to one table.
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
/** When the row was written. */
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
/** The BDE the row belongs to, deleted with the BDE. */
const ownedByExecutive = () =>
  integer('executive_id')
    .notNull()
    .references(() => executives.id, { onDelete: 'cascade' });

/**
 * Sign-in and sign-up attempt counters, shared by every instance and kept across restarts.
 * One row per key (scope, and the client address or account), counting within a fixed window.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamptz('resets_at').notNull(),
  },
  (table) => [index('attempt_counters_resets_idx').on(table.resetsAt)],
);

/** Server sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['user', 'bde'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sessions_subject_idx').on(table.kind, table.subjectId)],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  emailAddress: text('email_address').notNull(),
  /** Lower-cased: the same address in another letter case is the same subscriber. */
  emailKey: text('email_key').notNull().unique(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contactNumber: text('contact_number').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  websiteUrl: text('website_url'),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const executives = pgTable(
  'executives',
  {
    id: serial('id').primaryKey(),
    bdeCode: text('bde_code').notNull().unique(),
    userName: text('user_name').notNull(),
    userNameKey: text('user_name_key').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull().unique(),
    /** AES-256-GCM of the Aadhaar number; only the last four digits are kept in clear. */
    aadharEncrypted: text('aadhar_encrypted').notNull(),
    aadharLast4: text('aadhar_last4').notNull(),
    /** HMAC-SHA-256 of the number under the blind-index key: finds a duplicate without decrypting. */
    aadharIndex: text('aadhar_index').unique(),
    panEncrypted: text('pan_encrypted').notNull(),
    panLast4: text('pan_last4').notNull(),
    panIndex: text('pan_index').unique(),
    address: text('address').notNull(),
    pinCode: text('pin_code').notNull(),
    area: text('area').notNull(),
    state: text('state').notNull(),
    district: text('district').notNull(),
    dob: date('dob').notNull(),
    referredById: integer('referred_by_id').references((): AnyPgColumn => executives.id),
    parentFreelancerId: text('parent_freelancer_id'),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('executives_referred_by_idx').on(table.referredById)],
);

/**
 * Aadhaar and PAN copies, encrypted, in the database (so every instance and every backup has them).
 * `storageName` names a copy still in an older release's uploads folder, moved in at start.
 */
export const executiveDocuments = pgTable(
  'executive_documents',
  {
    id: serial('id').primaryKey(),
    executiveId: ownedByExecutive(),
    kind: text('kind', { enum: ['aadhar', 'pan'] }).notNull(),
    storageName: text('storage_name').unique(),
    content: bytea('content'),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('executive_documents_executive_idx').on(table.executiveId)],
);

export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    executiveId: ownedByExecutive(),
    companyName: text('company_name').notNull(),
    /** Every proposal was sent; an accepted one was also accepted. */
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('proposals_executive_status_idx').on(table.executiveId, table.status)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    executiveId: ownedByExecutive(),
    companyName: text('company_name').notNull(),
    /** Money is exact: whole paise, never a float. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: PROJECT_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('projects_executive_status_idx').on(table.executiveId, table.status, table.createdAt)],
);

export const clientInfos = pgTable('client_infos', {
  id: serial('id').primaryKey(),
  companyName: text('company_name').notNull(),
  industryType: text('industry_type').notNull(),
  address: text('address').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  website: text('website').notNull(),
  contactPerson: text('contact_person').notNull(),
  teamContact: text('team_contact').notNull(),
  servicesRequired: text('services_required').array().notNull(),
  others: text('others').notNull(),
  clientDate: text('client_date').notNull(),
  nextAppointmentDate: text('next_appointment_date').notNull(),
  reference: text('reference').notNull(),
  note: text('note').notNull(),
  /** Set only when the stored bdeCode named a real BDE. */
  executiveId: integer('executive_id').references(() => executives.id, { onDelete: 'set null' }),
  cidServices: text('cid_services').notNull(),
  createdAt: createdAt(),
});

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('districts_state_name_idx').on(table.stateId, table.name)],
);
