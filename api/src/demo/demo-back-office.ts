import { eq } from 'drizzle-orm';
import { emailKeyOf } from 'shared/contract/email';
import { MESSAGE_STATUSES, type StaffRole } from 'shared/contract/staff';
import type { Db } from '../db/client';
import {
  clientInfos,
  contactMessages,
  executives,
  newsletterSubscribers,
  staffMembers,
  staffNotes,
  staffRecoveryCodes,
} from '../db/schema';
import { newRecoveryCodes, recoveryCodeHash } from '../accounts/staff/recovery-codes';
import { sealSecret } from '../accounts/staff/secrets-service';
import { base32Decode } from '../accounts/staff/totp';
import type { CryptoBox } from '../lib/crypto-box';
import { DAY_MS } from '../lib/india-time';
import { hashPassword } from '../lib/passwords';
import { DEMO_PASSWORD } from './demo-data';
import { PEOPLE, demoLeads } from './demo-leads';
import { seedDemoEarnings, type DemoEarningsDeps } from './demo-earnings';

const HOUR_MS = 60 * 60 * 1000;

interface DemoStaff {
  name: string;
  email: string;
  role: StaffRole;
  /** Base32, 160 bits: fixed, so the demo's authenticator entry survives a re-seed. Demo only. */
  totpSecret: string;
}

/** The back office's demo accounts: an admin and one ordinary staff member. */
export const DEMO_STAFF: DemoStaff[] = [
  {
    name: 'Priya Sharma',
    email: 'admin@demo.deccanstack.in',
    role: 'admin',
    totpSecret: 'DEMOADMINSECRETFORDECCANSTACKAAA',
  },
  {
    name: 'Kiran Kumar',
    email: 'staff@demo.deccanstack.in',
    role: 'staff',
    totpSecret: 'DEMOSTAFFSECRETFORDECCANSTACKBBB',
  },
];

export interface DemoStaffSignIn {
  name: string;
  email: string;
  role: StaffRole;
  password: string;
  totpSecret: string;
  recoveryCodes: string[];
}

const MESSAGE_TEXTS = [
  'We need a new website for our restaurant chain with online table booking. Can someone call me?',
  'Looking for two React developers on contract for six months, starting next month.',
  'Our e-commerce site is slow on mobile. Do you do performance audits?',
  'Please share a quote for an Android and iOS app for our clinic appointments.',
  'Interested in SEO and social media marketing for a new jewellery showroom in Begumpet.',
  'Can you migrate our old PHP application to a modern stack? About 40 screens.',
  'We want a logo and brochure for our startup before the trade fair on the 15th.',
  'Do you provide IT staffing for a 3-month data migration project?',
  'Need an ERP for a garment factory with 120 workers. What would it cost roughly?',
  'Please call back about the website maintenance contract we discussed last year.',
];

const FIRST_NAMES = ['arun', 'bhavana', 'chaitanya', 'divya', 'eshwar', 'gayatri', 'harish', 'indira'];
const LAST_NAMES = ['reddy', 'rao', 'sharma', 'naidu', 'khan'];
const MAIL_DOMAINS = ['example.in', 'example.com', 'mail.example.org'];

/** The back office's accounts, with the demo password, their fixed secrets and fresh recovery codes. */
async function seedStaff(db: Db, cryptoBox: CryptoBox): Promise<Array<DemoStaffSignIn & { id: number }>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded = [];
  for (const member of DEMO_STAFF) {
    const secret = base32Decode(member.totpSecret);
    if (!secret || secret.length !== 20) throw new Error(`${member.email}: the demo secret is not 160 bits`);
    const [row] = await db
      .insert(staffMembers)
      .values({
        name: member.name,
        email: member.email,
        emailKey: emailKeyOf(member.email),
        role: member.role,
        passwordHash,
      })
      .returning({ id: staffMembers.id });
    // Bound to its row, so sealed once the row has its id.
    await db
      .update(staffMembers)
      .set({ totpSecret: sealSecret(cryptoBox, 'totp_secret', row.id, secret) })
      .where(eq(staffMembers.id, row.id));
    const recoveryCodes = newRecoveryCodes();
    await db
      .insert(staffRecoveryCodes)
      .values(recoveryCodes.map((code) => ({ staffId: row.id, codeHash: recoveryCodeHash(code) })));
    seeded.push({ ...member, id: row.id, password: DEMO_PASSWORD, recoveryCodes });
  }
  return seeded;
}

/**
 * Thirty contact messages over the last three weeks (so the overview has this week and last), in
 * every status; those being worked on are assigned, and some carry a note.
 */
async function seedMessages(db: Db, staffIds: number[], now: number) {
  for (let n = 0; n < 30; n += 1) {
    const [name, phone] = PEOPLE[n % PEOPLE.length];
    const status = n < 12 ? 'new' : MESSAGE_STATUSES[1 + (n % 2)];
    const [row] = await db
      .insert(contactMessages)
      .values({
        name,
        contactNumber: phone,
        email: `${name.toLowerCase().replace(/\s+/g, '.')}@${MAIL_DOMAINS[n % MAIL_DOMAINS.length]}`,
        message: MESSAGE_TEXTS[(n * 3) % MESSAGE_TEXTS.length],
        websiteUrl: n % 3 === 0 ? `https://www.${name.split(' ')[1].toLowerCase()}.example.in` : null,
        status,
        assigneeId: status === 'new' ? null : staffIds[n % staffIds.length],
        createdAt: new Date(now - n * 17 * HOUR_MS - 40 * 60 * 1000),
      })
      .returning({ id: contactMessages.id });
    if (status !== 'new' && n % 4 === 0) {
      await db.insert(staffNotes).values({
        subjectType: 'message',
        subjectId: row.id,
        staffId: staffIds[n % staffIds.length],
        text:
          status === 'closed'
            ? 'Called back; they will write again in March.'
            : 'Left a voicemail; trying again tomorrow.',
        createdAt: new Date(now - n * 17 * HOUR_MS + 2 * HOUR_MS),
      });
    }
  }
}

async function seedLeads(db: Db, bdeIds: number[], now: number) {
  for (const { bdeIndex, ...lead } of demoLeads(bdeIds.length, now)) {
    await db
      .insert(clientInfos)
      .values({ ...lead, executiveId: bdeIndex === null ? null : bdeIds[bdeIndex] });
  }
}

/** Forty newsletter subscribers over the last six weeks. */
async function seedSubscribers(db: Db, now: number) {
  for (let n = 0; n < 40; n += 1) {
    const first = FIRST_NAMES[n % FIRST_NAMES.length];
    const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length];
    const emailAddress = `${first}.${last}@${MAIL_DOMAINS[n % MAIL_DOMAINS.length]}`;
    await db.insert(newsletterSubscribers).values({
      emailAddress,
      emailKey: emailKeyOf(emailAddress),
      createdAt: new Date(now - n * DAY_MS - (n % 5) * HOUR_MS),
      confirmedAt: new Date(now - n * DAY_MS - (n % 5) * HOUR_MS),
    });
  }
}

/**
 * The back office's demo: two staff accounts (an admin and a member, both with the demo password and
 * a fixed authenticator secret), and messages, leads and newsletter subscribers to work on. Only
 * `npm run demo` calls this.
 */
export async function seedDemoBackOffice(
  deps: DemoEarningsDeps,
  now = Date.now(),
): Promise<DemoStaffSignIn[]> {
  const staff = await seedStaff(deps.db, deps.cryptoBox);
  const bdeIds = (await deps.db.select({ id: executives.id }).from(executives).orderBy(executives.id)).map(
    (row) => row.id,
  );
  await seedMessages(
    deps.db,
    staff.map((member) => member.id),
    now,
  );
  await seedLeads(deps.db, bdeIds, now);
  await seedSubscribers(deps.db, now);
  // Kiran (the office) records the money; Priya (an admin) checks it.
  await seedDemoEarnings(deps, { maker: staff[1].id, checker: staff[0].id }, now);
  return staff.map(({ id: _id, ...signIn }) => signIn);
}

/** The staff sign-ins for the terminal, clearly marked as the demo's. */
export function formatStaffSignIns(signIns: DemoStaffSignIn[]): string {
  const rows = [
    ['email', 'password', 'role', 'name', 'authenticator secret (TOTP, SHA-1, 6 digits, 30 s)'],
    ...signIns.map((s) => [s.email, s.password, s.role, s.name, s.totpSecret]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const table = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
  return [
    ...table,
    '',
    'Type the secret into an authenticator app (or run: oathtool --totp -b <secret>) for the code.',
    'Or sign in once with a recovery code:',
    ...signIns.map((s) => `  ${s.email}: ${s.recoveryCodes.slice(0, 3).join('  ')}`),
  ].join('\n');
}
