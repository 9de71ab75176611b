import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { FOLLOW_UP_ACTIONS } from 'shared/contract/bde-portal';
import {
  APPLICATION_STAGES,
  EMPLOYMENT_TYPES,
  OPENING_STATUSES,
  SALARY_PERIODS,
  WORK_MODES,
} from 'shared/contract/careers';
import { PROJECT_STATUSES, PROPOSAL_STATUSES } from 'shared/contract/business';
import {
  COMMISSION_STATUSES,
  NOTIFICATION_KINDS,
  PAN_STATUSES,
  PAYMENT_MODES,
  REVERSAL_KINDS,
} from 'shared/contract/earnings';
import { LEAD_STATUSES, MESSAGE_STATUSES, REVIEW_STATUSES, STAFF_ROLES } from 'shared/contract/staff';
import { LANGUAGES } from 'shared/contract/account-language';
import { TRANSLATION_LANGUAGES } from 'shared/contract/opening-translation';
import type { NoticeDetails } from 'shared/contract/bde-notice';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Columns several tables have; a function each, as a column builder belongs to one table.
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
/** When the row was written. */
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
/**
 * The language a person's emails are written in (issue 42): an account's saved one, or the page's a
 * public form was sent from. Rows from before languages are English.
 */
const language = () => text('language', { enum: LANGUAGES }).notNull().default('en');
/** The database refuses any other code than the six. */
const languageCheck = (table: string) =>
  check(
    `${table}_language_check`,
    sql.raw(`"language" in (${LANGUAGES.map((code) => `'${code}'`).join(', ')})`),
  );
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
    kind: text('kind', { enum: ['user', 'bde', 'staff'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sessions_subject_idx').on(table.kind, table.subjectId)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    emailAddress: text('email_address').notNull(),
    /** Lower-cased: the same address in another letter case is the same subscriber. */
    emailKey: text('email_key').notNull().unique(),
    /** Null until the address's owner follows the confirmation link (double opt-in). */
    confirmedAt: timestamptz('confirmed_at'),
    /** SHA-256 of the confirmation link's token; cleared once confirmed. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** When the last confirmation link was sent: it works for a week from then, and is not re-sent sooner than minutes apart. */
    confirmSentAt: timestamptz('confirm_sent_at'),
    /** Confirmation links sent while unconfirmed: capped, so the box cannot keep mailing someone who never asked. */
    confirmSends: integer('confirm_sends').notNull().default(1),
    /**
     * SHA-256 of the unsubscribe links' key. The key itself is never stored: each newsletter works it
     * out again from the address under BLIND_INDEX_KEY (newsletter/unsubscribe-keys.ts), so a backup
     * alone cannot unsubscribe anyone.
     */
    unsubscribeKeyHash: text('unsubscribe_key_hash')
      .notNull()
      .unique()
      // A row written without one (the demo, tests) gets a hash no key has; its first newsletter fixes it.
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** The page's language the address was typed on: the confirmation is written in it. */
    language: language(),
    createdAt: createdAt(),
  },
  (table) => [
    index('newsletter_subscribers_created_idx').on(table.createdAt, table.id),
    languageCheck('newsletter_subscribers'),
  ],
);

/**
 * Every email the site sends, written in the same transaction as the change that causes it. A worker
 * claims due rows (SKIP LOCKED, so two instances never take the same one), sends them and records
 * the outcome; without SMTP they wait here and staff read them in the back office.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    /** Which template wrote it (password-reset, newsletter-confirm…). */
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers as a JSON object (List-Unsubscribe and the like). */
    headers: text('headers').notNull().default('{}'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** A worker's claim: no other worker takes the row before this instant. */
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    /**
     * The email as it is sent, sealed to the outbox key (X25519, its private half derived from
     * DATA_KEY), when its parts above had a link's secret hidden; null when they are the email as sent.
     */
    sealedBody: bytea('sealed_body'),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('email_outbox_created_idx').on(table.createdAt, table.id),
  ],
);

/**
 * What queueing an email needs, shared by every instance through the database (one row, written at
 * each start): the public half of the key emails carrying a secret are sealed to, and the recipient cap.
 */
export const outboxSettings = pgTable('outbox_settings', {
  id: integer('id').primaryKey(),
  sealKeyId: text('seal_key_id').notNull(),
  sealPublicKey: bytea('seal_public_key').notNull(),
  capEmails: integer('cap_emails').notNull(),
  capWindowSeconds: integer('cap_window_seconds').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Sending emails is paused while this holds its one row (id 1): no worker of any instance claims an
 * email. A restore writes it (a copy restored for testing must not send the snapshot's unsent emails);
 * `npm run admin -- email resume` deletes it, `email pause` writes it.
 */
export const outboxPause = pgTable('outbox_pause', {
  id: integer('id').primaryKey(),
  /** Why, as the operator reads it at start and in `email status`. */
  reason: text('reason').notNull(),
  pausedAt: timestamptz('paused_at').notNull().defaultNow(),
});

/**
 * Which notice a person saw when a form took their personal data, when, and for what purpose; and when
 * they withdrew that consent, if they did.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    /** Whose: a user's or BDE's account, or a visitor known only by the address they gave. */
    subjectKind: text('subject_kind', { enum: ['user', 'bde', 'visitor'] }).notNull(),
    subjectId: integer('subject_id'),
    /** Lower-cased, as the account's or form's key: to find a visitor's records. */
    emailKey: text('email_key'),
    form: text('form').notNull(),
    purpose: text('purpose').notNull(),
    noticeVersion: text('notice_version').notNull(),
    givenAt: timestamptz('given_at').notNull().defaultNow(),
    withdrawnAt: timestamptz('withdrawn_at'),
  },
  (table) => [
    index('consent_records_subject_idx').on(table.subjectKind, table.subjectId),
    index('consent_records_email_idx').on(table.emailKey),
  ],
);

/** A BDE's request that their personal data be erased, for staff to carry out. */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: serial('id').primaryKey(),
    /** Null once carried out (the row then names the BDE by code only). */
    executiveId: integer('executive_id').references(() => executives.id, { onDelete: 'set null' }),
    bdeCode: text('bde_code').notNull(),
    status: text('status', { enum: ['pending', 'done', 'declined'] })
      .notNull()
      .default('pending'),
    reason: text('reason').notNull().default(''),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    handledBy: integer('handled_by').references(() => staffMembers.id),
    handledAt: timestamptz('handled_at'),
  },
  (table) => [index('erasure_requests_status_idx').on(table.status, table.requestedAt)],
);

/** A forgotten password's reset link: single use, 30 minutes, only its hash stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['user', 'bde'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_subject_idx').on(table.kind, table.subjectId)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    contactNumber: text('contact_number').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    websiteUrl: text('website_url'),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('new'),
    assigneeId: integer('assignee_id').references((): AnyPgColumn => staffMembers.id),
    /** The page's language the message was sent from: the acknowledgement is written in it. */
    language: language(),
    /** The BDE whose personal link the sender came through (a valid referral cookie), for staff to see. */
    referredById: integer('referred_by_id').references((): AnyPgColumn => executives.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  // Staff lists page by keyset: newest first, within a status too; and by name or status.
  (table) => [
    languageCheck('contact_messages'),
    index('contact_messages_created_idx').on(table.createdAt, table.id),
    index('contact_messages_status_created_idx').on(table.status, table.createdAt, table.id),
    index('contact_messages_name_idx').on(table.name, table.id),
    index('contact_messages_status_id_idx').on(table.status, table.id),
    // A BDE's link weeks count the messages that came through it.
    index('contact_messages_referred_by_idx').on(table.referredById, table.createdAt),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** Saved with the account, so it follows the user to any device; the sign-up page's at first. */
    language: language(),
    /** The BDE whose personal link the user signed up through (a valid referral cookie), for staff to see. */
    referredById: integer('referred_by_id').references((): AnyPgColumn => executives.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  // A BDE's link weeks count the sign-ups that came through it.
  (table) => [languageCheck('users'), index('users_referred_by_idx').on(table.referredById, table.createdAt)],
);

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
    /** The referrer is the BDE whose personal link the registrant came through. */
    referredViaLink: boolean('referred_via_link').notNull().default(false),
    parentFreelancerId: text('parent_freelancer_id'),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    /** Staff review of the identity documents; the BDE's own profile shows it. */
    reviewStatus: text('review_status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedById: integer('reviewed_by_id').references((): AnyPgColumn => staffMembers.id),
    /** The PAN as staff found it on the tax department's records, apart from the document review. */
    panStatus: text('pan_status', { enum: PAN_STATUSES }).notNull().default('unchecked'),
    panCheckedAt: timestamptz('pan_checked_at'),
    panCheckedById: integer('pan_checked_by_id').references((): AnyPgColumn => staffMembers.id),
    /** Saved with the account (Settings), so it follows the BDE to any device; the registration page's at first. */
    language: language(),
    createdAt: createdAt(),
  },
  (table) => [
    languageCheck('executives'),
    index('executives_referred_by_idx').on(table.referredById),
    index('executives_created_idx').on(table.createdAt, table.id),
    index('executives_review_created_idx').on(table.reviewStatus, table.createdAt, table.id),
  ],
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

export const clientInfos = pgTable(
  'client_infos',
  {
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
    /** Credited through the BDE's personal link (a referral cookie), not sent by the BDE's own session. */
    viaLink: boolean('via_link').notNull().default(false),
    cidServices: text('cid_services').notNull(),
    /** Where the lead stands in the staff pipeline. */
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    /**
     * When the BDE follows the lead up next (an India date): the form's next appointment at first,
     * then what the BDE records; null once done.
     */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    /** The page's language the enquiry was sent from: the acknowledgement is written in it. */
    language: language(),
    createdAt: createdAt(),
  },
  (table) => [
    languageCheck('client_infos'),
    index('client_infos_follow_up_idx').on(table.executiveId, table.followUpOn),
    index('client_infos_created_idx').on(table.createdAt, table.id),
    index('client_infos_status_created_idx').on(table.status, table.createdAt, table.id),
    index('client_infos_executive_idx').on(table.executiveId, table.createdAt, table.id),
    // The lead list sorted by company or by status.
    index('client_infos_company_idx').on(table.companyName, table.id),
    index('client_infos_status_id_idx').on(table.status, table.id),
  ],
);

/** What a BDE recorded on following a lead up: done with a note, or moved to another date. */
export const leadFollowUps = pgTable(
  'lead_follow_ups',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => clientInfos.id, { onDelete: 'cascade' }),
    executiveId: ownedByExecutive(),
    action: text('action', { enum: FOLLOW_UP_ACTIONS }).notNull(),
    note: text('note').notNull(),
    nextDate: date('next_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [index('lead_follow_ups_lead_idx').on(table.leadId, table.createdAt)],
);

/**
 * One visit through a BDE's personal link (/r/<token>): who it credits and when, nothing about the
 * visitor. The link's weekly counts are made from these.
 */
export const referralVisits = pgTable(
  'referral_visits',
  {
    id: serial('id').primaryKey(),
    executiveId: ownedByExecutive(),
    visitedAt: timestamptz('visited_at').notNull().defaultNow(),
  },
  (table) => [index('referral_visits_executive_idx').on(table.executiveId, table.visitedAt)],
);

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

/**
 * People of the company who use the back office. Never deleted (the audit log names them): an admin
 * disables an account instead. Password and authenticator are set by the person, through a one-time
 * set-up link whose SHA-256 alone is kept.
 */
export const staffMembers = pgTable('staff_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull().unique(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  passwordHash: text('password_hash'),
  /** The TOTP secret, sealed with the data key; null until set-up is finished. */
  totpSecret: bytea('totp_secret'),
  /** The secret shown on the set-up page, until the person proves their authenticator has it. */
  pendingTotpSecret: bytea('pending_totp_secret'),
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  setupTokenHash: text('setup_token_hash').unique(),
  setupExpiresAt: timestamptz('setup_expires_at'),
  /** An admin's reset asked for by another admin, until a third confirms it (or it lapses). */
  resetRequestedBy: integer('reset_requested_by').references((): AnyPgColumn => staffMembers.id),
  resetRequestedAt: timestamptz('reset_requested_at'),
  disabledAt: timestamptz('disabled_at'),
  createdAt: createdAt(),
});

/** One-time recovery codes (SHA-256 of each), for a lost authenticator. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [uniqueIndex('staff_recovery_codes_staff_code_idx').on(table.staffId, table.codeHash)],
);

/** Staff notes on a contact message, a lead or a job application. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: serial('id').primaryKey(),
    subjectType: text('subject_type', { enum: ['message', 'lead', 'application'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('staff_notes_subject_idx').on(table.subjectType, table.subjectId, table.createdAt)],
);

/**
 * One random key per person an audit row holds values about (crypto-shredding): their address, a
 * reason staff wrote about them. The key is sealed with the data key; erasing the person deletes it,
 * and what the append-only audit log sealed under it can no longer be read.
 */
export const personKeys = pgTable('person_keys', {
  id: serial('id').primaryKey(),
  /** Whose: `bde:12`, `user:3`, `staff:4`, or `address:` and the SHA-256 of an email key. */
  subject: text('subject').notNull().unique(),
  /** 32 random bytes sealed with the data key, bound to `subject`. */
  sealedKey: bytea('sealed_key').notNull(),
  createdAt: createdAt(),
});

/**
 * What staff did: every sign-in, every document opened, every change. Append-only: the database
 * itself refuses to update or delete a row (a trigger, in the migration).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staffMembers.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** What changed, as JSON text (never a document's content or an identity number). */
    detail: text('detail'),
    ipAddress: text('ip_address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_staff_created_idx').on(table.staffId, table.createdAt, table.id),
    index('audit_log_action_created_idx').on(table.action, table.createdAt, table.id),
    // A member's own sign-in history (last sign-in, failures since) is read at every sign-in.
    index('audit_log_target_created_idx').on(table.targetType, table.targetId, table.createdAt),
  ],
);

/**
 * A job opening: a draft until staff publish it, then on /careers/<slug> until it closes (by staff,
 * or at the end of its closing date). Openings are never deleted: their applications' retention
 * counts from when they closed.
 */
export const openings = pgTable(
  'openings',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    status: text('status', { enum: OPENING_STATUSES }).notNull().default('draft'),
    title: text('title').notNull(),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull(),
    city: text('city').notNull(),
    workMode: text('work_mode', { enum: WORK_MODES }).notNull(),
    experienceMinYears: integer('experience_min_years').notNull(),
    experienceMaxYears: integer('experience_max_years').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryPeriod: text('salary_period', { enum: SALARY_PERIODS }),
    durationMonths: integer('duration_months'),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    /** The last day applications are taken, in India time. */
    closesOn: date('closes_on', { mode: 'string' }),
    publishedAt: timestamptz('published_at'),
    closedAt: timestamptz('closed_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('openings_status_published_idx').on(table.status, table.publishedAt)],
);

/**
 * An opening's texts in another language than English (issue 42), as a recruiter typed them: its page
 * in that language shows them. The opening's own row stays its English, which a page in a language
 * without a row here shows instead.
 */
export const openingTranslations = pgTable(
  'opening_translations',
  {
    openingId: integer('opening_id')
      .notNull()
      .references(() => openings.id, { onDelete: 'cascade' }),
    language: text('language', { enum: TRANSLATION_LANGUAGES }).notNull(),
    title: text('title').notNull(),
    city: text('city').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.openingId, table.language] }),
    check(
      'opening_translations_language_check',
      sql.raw(`"language" in (${TRANSLATION_LANGUAGES.map((code) => `'${code}'`).join(', ')})`),
    ),
  ],
);

/**
 * A candidate's application to an opening: one per opening and address (applying again updates it).
 * The résumé is encrypted like the BDE documents; only the private link's secret's hash is kept.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    openingId: integer('opening_id')
      .notNull()
      .references(() => openings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased: the key applying again is matched by. */
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    city: text('city').notNull(),
    experienceYears: integer('experience_years').notNull(),
    link: text('link'),
    note: text('note'),
    /** The candidate's separate consent to be kept on file for future openings. */
    keepOnFile: boolean('keep_on_file').notNull().default(false),
    stage: text('stage', { enum: APPLICATION_STAGES }).notNull().default('new'),
    /** Why a candidate was not selected: staff's own words, never sent to the candidate. */
    notSelectedReason: text('not_selected_reason'),
    resumeContent: bytea('resume_content').notNull(),
    resumeMimeType: text('resume_mime_type').notNull(),
    resumeSizeBytes: integer('resume_size_bytes').notNull(),
    /** SHA-256 of the private link's secret. */
    keyHash: text('key_hash').notNull().unique(),
    /**
     * The same secret sealed with the data key (bound to this row), so the link can be sent again
     * without replacing it; null for links given before it was kept (sending again makes a new one).
     */
    keySealed: bytea('key_sealed'),
    /** When the private link was given: it works for the application's retention period from then. */
    keyIssuedAt: timestamptz('key_issued_at').notNull().defaultNow(),
    /** When the "not selected" message was sent: a candidate is sent it once at most. */
    notSelectedSentAt: timestamptz('not_selected_sent_at'),
    /** The page's language the candidate applied from: every email to them is written in it. */
    language: language(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    languageCheck('job_applications'),
    uniqueIndex('job_applications_opening_email_idx').on(table.openingId, table.email),
    index('job_applications_created_idx').on(table.createdAt, table.id),
    index('job_applications_stage_created_idx').on(table.stage, table.createdAt, table.id),
    index('job_applications_opening_created_idx').on(table.openingId, table.createdAt, table.id),
    index('job_applications_email_idx').on(table.email),
  ],
);

/** Each interview invitation sent to a candidate, as sent: it goes with its application. */
export const interviewInvitations = pgTable(
  'interview_invitations',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    /** India's calendar and clock, as the email says them. */
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    place: text('place'),
    link: text('link'),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [index('interview_invitations_application_idx').on(table.applicationId, table.sentAt)],
);

/**
 * The commission plan, in versions: each applies to payments dated on or after its effective date
 * (until the next one), so a new version never changes what earlier payments earned. Percentages in
 * basis points; `overrideBasisPoints` pays the credited BDE's referrers, level 1 first.
 */
export const commissionPlans = pgTable('commission_plans', {
  id: serial('id').primaryKey(),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull().unique(),
  directBasisPoints: integer('direct_basis_points').notNull(),
  overrideBasisPoints: integer('override_basis_points').array().notNull(),
  /** Why it was set: the decision or agreement it comes from. */
  note: text('note').notNull(),
  createdById: integer('created_by_id')
    .notNull()
    .references(() => staffMembers.id),
  createdAt: createdAt(),
});

/**
 * Money received on a project, append-only like the audit log (a trigger refuses updates and
 * deletes): a reversal (refund, bounced cheque) is a new negative entry naming the payment it undoes.
 */
export const projectPayments = pgTable(
  'project_payments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: PAYMENT_MODES }),
    bankReference: text('bank_reference'),
    reversalOfId: integer('reversal_of_id').references((): AnyPgColumn => projectPayments.id),
    reversalKind: text('reversal_kind', { enum: REVERSAL_KINDS }),
    reason: text('reason'),
    recordedById: integer('recorded_by_id')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('project_payments_project_idx').on(table.projectId, table.id),
    index('project_payments_reversal_of_idx').on(table.reversalOfId),
  ],
);

/** A month's payouts, created once per India month from the approved lines. */
export const payoutBatches = pgTable('payout_batches', {
  id: serial('id').primaryKey(),
  month: text('month').notNull().unique(),
  createdById: integer('created_by_id')
    .notNull()
    .references(() => staffMembers.id),
  createdAt: createdAt(),
});

/**
 * One BDE's payout in a batch: the approved lines it pays (gross), the tax deducted at source by the
 * rule in force on the payout's date, and the transfer (its UTR once the bank made it). The bank
 * details are a sealed snapshot of the account at the time, so a later change cannot redirect it.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    executiveId: integer('executive_id')
      .notNull()
      .references(() => executives.id),
    /** The India date TDS was worked out for (the payout's credit date). */
    payoutOn: date('payout_on', { mode: 'string' }).notNull(),
    financialYear: integer('financial_year').notNull(),
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
    /** How many lines it pays (fixed when the batch is made): listed without counting them. */
    lineCount: integer('line_count').notNull().default(0),
    /** The part of the year's commission this payout's TDS was worked out on. */
    taxedBasePaise: bigint('taxed_base_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull(),
    netPaise: bigint('net_paise', { mode: 'number' }).notNull(),
    tdsSection: text('tds_section'),
    tdsBasisPoints: integer('tds_basis_points').notNull(),
    accountHolder: text('account_holder').notNull(),
    accountEncrypted: text('account_encrypted').notNull(),
    accountLast4: text('account_last4').notNull(),
    ifsc: text('ifsc').notNull(),
    utr: text('utr').unique(),
    paidAt: timestamptz('paid_at'),
    paidById: integer('paid_by_id').references(() => staffMembers.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payouts_batch_executive_idx').on(table.batchId, table.executiveId),
    index('payouts_executive_year_idx').on(table.executiveId, table.financialYear),
  ],
);

/**
 * Tax deducted at source when commission is credited to a BDE (approved): one entry per BDE per
 * approval, by the dated rule in force on the credit's India date (`ruleFrom`; null for entries carried
 * over from payouts made before deductions were entries) and the financial year's earlier entries. A
 * payout carries the entries of the lines it pays: its TDS is their sum.
 */
export const tdsDeductions = pgTable(
  'tds_deductions',
  {
    id: serial('id').primaryKey(),
    executiveId: integer('executive_id')
      .notNull()
      .references(() => executives.id),
    creditedOn: date('credited_on', { mode: 'string' }).notNull(),
    financialYear: integer('financial_year').notNull(),
    /** The sum of the lines this credit approved (negative when reversals outweigh commission). */
    creditedPaise: bigint('credited_paise', { mode: 'number' }).notNull(),
    taxedBasePaise: bigint('taxed_base_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull(),
    tdsSection: text('tds_section'),
    tdsBasisPoints: integer('tds_basis_points').notNull(),
    ruleFrom: date('rule_from', { mode: 'string' }),
    payoutId: integer('payout_id').references(() => payouts.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('tds_deductions_executive_year_idx').on(table.executiveId, table.financialYear),
    index('tds_deductions_payout_idx').on(table.payoutId),
  ],
);

/**
 * What one payment (or reversal) earns one BDE at one level of the plan version in force on its date.
 * Lines are never deleted; only their status moves (pending → approved → paid, or held / declined).
 */
export const commissionLines = pgTable(
  'commission_lines',
  {
    id: serial('id').primaryKey(),
    executiveId: integer('executive_id')
      .notNull()
      .references(() => executives.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => projectPayments.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => commissionPlans.id),
    level: integer('level').notNull(),
    basisPoints: integer('basis_points').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: COMMISSION_STATUSES }).notNull().default('pending'),
    /** Why a line is held or declined: the BDE reads it. */
    reason: text('reason'),
    statusChangedAt: timestamptz('status_changed_at').notNull().defaultNow(),
    statusChangedById: integer('status_changed_by_id').references(() => staffMembers.id),
    payoutId: integer('payout_id').references(() => payouts.id),
    /** The TDS entry made when the line was approved (credited). */
    tdsDeductionId: integer('tds_deduction_id').references(() => tdsDeductions.id),
    /** Who approved it (the checker; never whoever recorded its payment), kept once it is paid. */
    approvedById: integer('approved_by_id').references(() => staffMembers.id),
    /** For a reversal's line: the line it reverses. */
    reversesLineId: integer('reverses_line_id').references((): AnyPgColumn => commissionLines.id),
    /**
     * A reversal of a line already paid (or in a batch): taken from the BDE's next payout once
     * approved. Otherwise a reversal's line follows the line it reverses, status for status.
     */
    clawBack: boolean('claw_back').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('commission_lines_reverses_idx').on(table.reversesLineId),
    uniqueIndex('commission_lines_payment_executive_level_idx').on(
      table.paymentId,
      table.executiveId,
      table.level,
    ),
    index('commission_lines_executive_created_idx').on(table.executiveId, table.createdAt, table.id),
    index('commission_lines_status_created_idx').on(table.status, table.createdAt, table.id),
    index('commission_lines_payout_idx').on(table.payoutId),
    // A statement's declined entries: the month's, without reading the BDE's other lines.
    index('commission_lines_declined_idx')
      .on(table.executiveId, table.statusChangedAt)
      .where(sql`${table.status} = 'declined'`),
  ],
);

/**
 * Running sums of one BDE's commission lines, kept by a trigger on `commission_lines` (migration
 * 0014), so earnings and statements read a few dozen rows rather than every line: per India month the
 * line was created in (`basis` 'created', by its status now) and the month it was declined in
 * (`basis` 'declined'), by level and by sign (commissions apart from reversals).
 */
export const commissionTotals = pgTable(
  'commission_totals',
  {
    executiveId: integer('executive_id')
      .notNull()
      .references(() => executives.id),
    month: text('month').notNull(),
    basis: text('basis', { enum: ['created', 'declined'] }).notNull(),
    status: text('status', { enum: COMMISSION_STATUSES }).notNull(),
    level: integer('level').notNull(),
    positive: boolean('positive').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.executiveId, table.month, table.basis, table.status, table.level, table.positive],
    }),
  ],
);

/**
 * A BDE's bank account for payouts, sealed with the data key like the Aadhaar number (only the last
 * four digits in clear). After a change, payouts wait until `holdUntil`.
 */
export const executiveBankAccounts = pgTable('executive_bank_accounts', {
  executiveId: integer('executive_id')
    .primaryKey()
    .references(() => executives.id, { onDelete: 'cascade' }),
  accountHolder: text('account_holder').notNull(),
  accountEncrypted: text('account_encrypted').notNull(),
  accountLast4: text('account_last4').notNull(),
  ifsc: text('ifsc').notNull(),
  holdUntil: timestamptz('hold_until').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Which events a BDE also wants by email (the bell shows them all). */
export const executiveEmailChoices = pgTable('executive_email_choices', {
  executiveId: integer('executive_id')
    .primaryKey()
    .references(() => executives.id, { onDelete: 'cascade' }),
  kinds: text('kinds').array().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** What the BDE's bell shows: `text` is the site's own words, never anything a visitor typed. */
export const executiveNotifications = pgTable(
  'executive_notifications',
  {
    id: serial('id').primaryKey(),
    executiveId: ownedByExecutive(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    text: text('text').notNull(),
    /** Its values (amounts, a month, a reason), from which a page in another language writes it. */
    details: jsonb('details').$type<NoticeDetails>(),
    /** Where in the portal it leads (a portal path), if anywhere. */
    link: text('link'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('executive_notifications_executive_idx').on(table.executiveId, table.id)],
);

/** The conversation between the office and one BDE. `staffId` is null for the BDE's own messages. */
export const executiveMessages = pgTable(
  'executive_messages',
  {
    id: serial('id').primaryKey(),
    executiveId: ownedByExecutive(),
    staffId: integer('staff_id').references(() => staffMembers.id),
    text: text('text').notNull(),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('executive_messages_executive_idx').on(table.executiveId, table.id)],
);

/**
 * Each backup made of this database (`npm run admin -- backup`), written once its file is whole: the
 * instances' metrics read the newest for the BackupTooOld alert. A restored copy holds the rows of the
 * backups made before its snapshot, never its own.
 */
export const backupsMade = pgTable('backups_made', {
  id: serial('id').primaryKey(),
  /** When its snapshot was taken (the manifest's madeAt). */
  madeAt: timestamptz('made_at').notNull(),
  /** The file, on the machine that wrote it, and its size. */
  file: text('file').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
});

/**
 * Which release of each remote the site serves (platform/remote-releases): one row per remote, written only by
 * the release commands (back office and `npm run admin -- remotes …`). A remote without a row is served
 * as the configuration says (its folder's current.json, REMOTES_FILE, REMOTE_*_URL). `version` counts
 * the row's changes: each change names the one it expects to replace, so of two at once only one wins.
 */
export const remoteReleases = pgTable('remote_releases', {
  /** The remote's key: marketing, userPortal, bdePortal, staff. */
  remote: text('remote').primaryKey(),
  /** The release every visitor gets who is not in the canary: a folder name under its releases/. */
  stable: text('stable').notNull(),
  /** A release a share of visitors get instead of stable; null when no canary runs. */
  canary: text('canary'),
  /** The share of visitors (1 to 99) who get the canary; null when none runs. */
  canaryPercent: integer('canary_percent'),
  canaryStartedAt: timestamptz('canary_started_at'),
  /** The stable release before the last promotion: what a rollback without a canary returns to. */
  previousStable: text('previous_stable'),
  version: integer('version').notNull(),
  changedAt: timestamptz('changed_at').notNull().defaultNow(),
  /** Who made the last change, as the status shows it: a staff member's name, the command line. */
  changedBy: text('changed_by').notNull(),
});

/**
 * How often each remote release was served and failed in visitors' browsers, by minute
 * (platform/remote-failures): shared by every instance, which each add their counts every few
 * seconds, so an automatic rollback decides on the whole site's numbers. Kept two days.
 */
export const remoteFailureCounts = pgTable(
  'remote_failure_counts',
  {
    remote: text('remote').notNull(),
    release: text('release').notNull(),
    /** The minute counted (its start). */
    windowStart: timestamptz('window_start').notNull(),
    /** Pages served with this release of the remote. */
    loads: integer('loads').notNull().default(0),
    /** Browsers' reports that it did not load, or threw while drawing. */
    loadFailures: integer('load_failures').notNull().default(0),
    renderFailures: integer('render_failures').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.remote, table.release, table.windowStart] })],
);

/**
 * The answers to requests sent with an `Idempotency-Key` (issue 43, lib/idempotency): a phone that
 * queued a follow-up offline may send it again, and the same key from the same sender gets the first
 * answer back instead of a second record. The key row is written in the record's own transaction, so
 * the primary key lets only one of two racing requests record. Kept as long as the retention rules'
 * `idempotencyKeys` says.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The route's name (follow-up, client-info). */
    scope: text('scope').notNull(),
    /** Who sent it (`bde:12`), or '' for a visitor: the key alone within the route. */
    subject: text('subject').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's address and body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.subject, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
