import { eq } from 'drizzle-orm';
import { RETENTION_DAYS } from 'shared/contract/retention';
import {
  auditLog,
  clientInfos,
  contactMessages,
  emailOutbox,
  executiveDocuments,
  executives,
  idempotencyKeys,
  jobApplications,
  newsletterSubscribers,
  openings,
  passwordResetTokens,
  staffNotes,
} from '../../db/schema';
import { insertExecutive, insertLead, insertStaff } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { runRetention } from './retention-job';

jest.setTimeout(60_000);

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 22, 6, 30);
const daysAgo = (days: number) => new Date(NOW - days * DAY);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function message(name: string, at: Date) {
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({
      name,
      contactNumber: '9848012345',
      email: `${name}@example.in`,
      message: 'Hello',
      createdAt: at,
    })
    .returning({ id: contactMessages.id });
  return row.id;
}

/** An opening closed by staff at `closedAt`, or one whose closing date was `closesOn`. */
async function opening(slug: string, closed: { closedAt?: Date; closesOn?: string }) {
  const [row] = await ctx.database.db
    .insert(openings)
    .values({
      slug,
      status: closed.closedAt ? 'closed' : 'published',
      title: slug,
      employmentType: 'full-time',
      city: 'Hyderabad',
      workMode: 'on-site',
      experienceMinYears: 1,
      experienceMaxYears: 3,
      description: 'd',
      requirements: 'r',
      publishedAt: daysAgo(800),
      closedAt: closed.closedAt ?? null,
      closesOn: closed.closesOn ?? null,
    })
    .returning({ id: openings.id });
  return row.id;
}

const application = (openingId: number, email: string, keepOnFile: boolean) =>
  ctx.database.db.insert(jobApplications).values({
    openingId,
    name: email,
    email,
    mobile: '9848012345',
    city: 'Hyderabad',
    experienceYears: 2,
    keepOnFile,
    resumeContent: Buffer.from('sealed'),
    resumeMimeType: 'application/pdf',
    resumeSizeBytes: 6,
    keyHash: email,
  });

const lead = (companyName: string, status: 'new' | 'won' | 'lost', createdAt: Date) =>
  insertLead(ctx, { companyName, status, createdAt });

test('deletes what the privacy policy says, when it says, keeps the rest, and audits the counts', async () => {
  const db = ctx.database.db;
  const staff = await insertStaff(ctx);
  const oldMessage = await message('old', daysAgo(RETENTION_DAYS.contactMessages + 1));
  await message('recent', daysAgo(RETENTION_DAYS.contactMessages - 1));
  await db
    .insert(staffNotes)
    .values({ subjectType: 'message', subjectId: oldMessage, staffId: staff.id, text: 'x' });
  await lead('Old lost', 'lost', daysAgo(RETENTION_DAYS.unconvertedLeads + 1));
  await lead('Old won', 'won', daysAgo(RETENTION_DAYS.unconvertedLeads + 1));
  await lead('Recent new', 'new', daysAgo(10));

  const rejected = await insertExecutive(ctx, { reviewStatus: 'rejected', reviewedAt: daysAgo(31) });
  const justRejected = await insertExecutive(ctx, { reviewStatus: 'rejected', reviewedAt: daysAgo(5) });
  const verified = await insertExecutive(ctx, { reviewStatus: 'verified', reviewedAt: daysAgo(400) });
  for (const bde of [rejected, justRejected, verified]) {
    await db.insert(executiveDocuments).values({
      executiveId: bde.id,
      kind: 'aadhar',
      content: Buffer.from('sealed'),
      mimeType: 'application/pdf',
      sizeBytes: 6,
    });
  }
  await db.insert(newsletterSubscribers).values([
    { emailAddress: 'never@example.in', emailKey: 'never@example.in', createdAt: daysAgo(8) },
    { emailAddress: 'new@example.in', emailKey: 'new@example.in', createdAt: daysAgo(1) },
    // Asked again two days ago: the week runs from the last link.
    {
      emailAddress: 'again@example.in',
      emailKey: 'again@example.in',
      createdAt: daysAgo(10),
      confirmSentAt: daysAgo(2),
    },
    {
      emailAddress: 'yes@example.in',
      emailKey: 'yes@example.in',
      confirmedAt: daysAgo(99),
      createdAt: daysAgo(100),
    },
  ]);
  const mail = { template: 't', toAddress: 'a@example.in', subject: 's', textBody: 't', htmlBody: 'h' };
  await db.insert(emailOutbox).values([
    { ...mail, status: 'sent', createdAt: daysAgo(91) },
    { ...mail, status: 'pending', createdAt: daysAgo(91) },
    { ...mail, status: 'sent', createdAt: daysAgo(3) },
  ]);
  await db.insert(passwordResetTokens).values([
    { kind: 'user', subjectId: 1, tokenHash: 'expired', expiresAt: daysAgo(2) },
    { kind: 'user', subjectId: 1, tokenHash: 'live', expiresAt: new Date(NOW + 60_000) },
  ]);

  const longClosed = await opening('long-closed', {
    closedAt: daysAgo(RETENTION_DAYS.applicationsAfterClose + 1),
  });
  const recentlyClosed = await opening('recently-closed', {
    closedAt: daysAgo(RETENTION_DAYS.applicationsAfterClose - 1),
  });
  // Its closing date ended (midnight in India) a little over the period ago: it counts from then.
  const expired = new Date(NOW - (RETENTION_DAYS.applicationsAfterClose + 1) * DAY + 5.5 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10);
  const expiredByDate = await opening('expired', { closesOn: expired });
  const stillOpen = await opening('open', {});
  await application(longClosed, 'gone@example.in', false);
  await application(longClosed, 'on-file@example.in', true);
  await application(recentlyClosed, 'recent@example.in', false);
  await application(expiredByDate, 'expired@example.in', false);
  await application(stillOpen, 'open@example.in', false);
  const veryOld = await opening('very-old', { closedAt: daysAgo(RETENTION_DAYS.applicationsKeptOnFile + 1) });
  await application(veryOld, 'on-file-long@example.in', true);

  const counts = await runRetention(db, NOW);
  expect(counts).toEqual({
    applicationsAfterClose: 2,
    applicationsKeptOnFile: 1,
    contactMessages: 1,
    unconvertedLeads: 1,
    rejectedRegistrationDocuments: 1,
    unconfirmedSubscriptions: 1,
    sentEmails: 1,
    expiredTokens: 1,
    idempotencyKeys: 0,
  });
  expect((await db.select().from(contactMessages)).map((row) => row.name)).toEqual(['recent']);
  expect(await db.select().from(staffNotes).where(eq(staffNotes.subjectId, oldMessage))).toEqual([]);
  expect((await db.select().from(clientInfos)).map((row) => row.companyName).sort()).toEqual([
    'Old won',
    'Recent new',
  ]);
  const documents = await db.select({ executiveId: executiveDocuments.executiveId }).from(executiveDocuments);
  expect(documents.map((row) => row.executiveId).sort()).toEqual([justRejected.id, verified.id].sort());
  // The registration itself stays: only the copies go.
  expect(await db.select().from(executives).where(eq(executives.id, rejected.id))).toHaveLength(1);
  expect((await db.select().from(newsletterSubscribers)).map((row) => row.emailKey).sort()).toEqual([
    'again@example.in',
    'new@example.in',
    'yes@example.in',
  ]);
  expect((await db.select().from(emailOutbox)).map((row) => row.status).sort()).toEqual(['pending', 'sent']);
  expect((await db.select().from(passwordResetTokens)).map((row) => row.tokenHash)).toEqual(['live']);
  expect((await db.select().from(jobApplications)).map((row) => row.email).sort()).toEqual([
    'on-file@example.in',
    'open@example.in',
    'recent@example.in',
  ]);
  const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'retention.delete'));
  expect(JSON.parse(audit.detail!)).toEqual(counts);

  // Nothing more is due: a second run deletes nothing and writes no audit row.
  expect(Object.values((await runRetention(db, NOW))!).every((count) => count === 0)).toBe(true);
  expect(await db.select().from(auditLog).where(eq(auditLog.action, 'retention.delete'))).toHaveLength(1);
});

test('stored answers to Idempotency-Keys go after the days the rules keep them', async () => {
  const now = Date.UTC(2026, 11, 20, 6, 30);
  const db = ctx.database.db;
  const key = (name: string, days: number) => ({
    scope: 'follow-up',
    subject: 'bde:1',
    key: `${name}-key-0123456789`,
    requestHash: 'h',
    status: 200,
    body: {},
    createdAt: new Date(now - days * DAY),
  });
  await db
    .insert(idempotencyKeys)
    .values([
      key('old', RETENTION_DAYS.idempotencyKeys + 1),
      key('kept', RETENTION_DAYS.idempotencyKeys - 1),
    ]);
  expect((await runRetention(db, now))?.idempotencyKeys).toBe(1);
  expect((await db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['kept-key-0123456789']);
});
