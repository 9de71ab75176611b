import { and, eq } from 'drizzle-orm';
import { CAREERS_PATHS } from 'shared/contract/careers';
import { APPLICATION_MESSAGES } from 'shared/contract/job-application';
import { RETENTION_DAYS } from 'shared/contract/retention';
import { auditLog, consentRecords, jobApplications, staffNotes } from '../../db/schema';
import { insertStaff } from '../../test/fixtures';
import { applicationFields, applicationsOf, apply, keyFor, SENIOR_ROLE } from '../../test/job-applications';
import { createTestApp, LOW_CEILING, type TestContext } from '../../test/test-app';
import { DAY_MS } from '../../lib/india-time';
import { LINK_REQUESTS_PER_CLIENT } from './routes';
import { keyIn, linksSentTo } from './private-link-test-kit';

jest.setTimeout(120_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authLimits: LOW_CEILING });
});
afterAll(() => ctx.close());

let candidates = 0;
async function applied(overrides: Record<string, string> = {}) {
  const email = `linked.${(candidates += 1)}@example.in`;
  expect((await apply(ctx.agent(), { fields: applicationFields(email, overrides) })).statusCode).toBe(201);
  const [row] = await applicationsOf(ctx, email);
  return { email, row, key: await keyFor(ctx, email) };
}

const status = (key: unknown, remoteAddress = '10.9.0.1') =>
  ctx.agent().request({
    method: 'POST',
    url: CAREERS_PATHS.applicationStatus,
    payload: JSON.stringify({ key }),
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });
const withdraw = (key: unknown, remoteAddress = '10.9.0.2') =>
  ctx.agent().request({
    method: 'POST',
    url: CAREERS_PATHS.applicationWithdraw,
    payload: JSON.stringify({ key }),
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });

test('the private link shows the opening, the stage in the candidate’s words and the dates', async () => {
  const { row, key } = await applied();
  const response = await status(key);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({
    opening: { title: '.NET Full Stack Developer Intern', slug: 'dotnet-full-stack-developer-intern' },
    stage: {
      label: 'Received',
      explanation: 'We have your application. We look at every application within a week.',
    },
    appliedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    linkExpiresAt: new Date(
      row.keyIssuedAt.getTime() + RETENTION_DAYS.applicationsAfterClose * DAY_MS,
    ).toISOString(),
  });
});

test('"not selected" shows as such, never with staff’s reason', async () => {
  const { row, key } = await applied();
  await ctx.database.db
    .update(jobApplications)
    .set({ stage: 'not selected', notSelectedReason: 'Internal: weak SQL answers' })
    .where(eq(jobApplications.id, row.id));
  const response = await status(key);
  expect(response.json().stage.label).toBe('Not selected');
  expect(response.body).not.toContain('weak SQL');
  expect(response.body).not.toContain('not selected');
});

test('an unknown key is a 404 saying so; a missing one a 400 naming it', async () => {
  for (const key of ['A'.repeat(43), 'short', 'x'.repeat(200)]) {
    const response = await status(key);
    expect(response.statusCode).toBe(404);
    expect(response.json().title).toBe(APPLICATION_MESSAGES.unknownKey);
    expect((await withdraw(key)).statusCode).toBe(404);
  }
  const missing = await ctx.agent().postJson(CAREERS_PATHS.applicationStatus, {});
  expect(missing.statusCode).toBe(400);
  expect(Object.keys(missing.json().errors)).toEqual(['key']);
});

test('withdrawing deletes the application, its résumé and staff notes, withdraws its consent, and is audited without personal text', async () => {
  const { email, row, key } = await applied({ keepOnFile: 'true' });
  const staff = await insertStaff(ctx);
  await ctx.database.db
    .insert(staffNotes)
    .values({ subjectType: 'application', subjectId: row.id, staffId: staff.id, text: 'Strong candidate' });

  const response = await withdraw(key);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: APPLICATION_MESSAGES.withdrawn });
  expect(await applicationsOf(ctx, email)).toEqual([]);
  const notes = await ctx.database.db
    .select()
    .from(staffNotes)
    .where(and(eq(staffNotes.subjectType, 'application'), eq(staffNotes.subjectId, row.id)));
  expect(notes).toEqual([]);
  const consents = await ctx.database.db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.emailKey, email));
  expect(consents.map((record) => [record.form, record.withdrawnAt instanceof Date])).toEqual([
    ['job-application', true],
    ['job-application-on-file', true],
  ]);

  const [audit] = await ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'application.withdraw'));
  expect(audit).toMatchObject({ staffId: null, targetType: 'application', targetId: String(row.id) });
  expect(JSON.parse(audit.detail!)).toEqual({ openingId: row.openingId, stage: 'new', notes: 1 });
  expect(audit.detail).not.toContain(email);

  // The link is dead now: the same message as for any unknown link.
  expect((await status(key)).statusCode).toBe(404);
  expect((await withdraw(key)).statusCode).toBe(404);
});

test('withdrawing one of two applications leaves the other’s consent standing', async () => {
  const { email, key } = await applied();
  expect((await apply(ctx.agent(), { slug: SENIOR_ROLE, fields: applicationFields(email) })).statusCode).toBe(
    201,
  );
  expect((await withdraw(key)).statusCode).toBe(200);
  expect(await applicationsOf(ctx, email)).toHaveLength(1);
  const consents = await ctx.database.db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.emailKey, email));
  expect(consents.every((record) => record.withdrawnAt === null)).toBe(true);
});

test('lookups by key from one address are limited like other link lookups: 429 with Retry-After', async () => {
  const remoteAddress = '10.9.9.9';
  for (let i = 0; i < LOW_CEILING.perClient; i += 1) {
    expect((await status('B'.repeat(43), remoteAddress)).statusCode).toBe(404);
  }
  const refused = await status('B'.repeat(43), remoteAddress);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  expect((await withdraw('B'.repeat(43), remoteAddress)).statusCode).toBe(429);
});

const askForLinks = (email: unknown, remoteAddress = '10.9.0.3') =>
  ctx.agent().request({
    method: 'POST',
    url: CAREERS_PATHS.applicationLinkResend,
    payload: JSON.stringify({ email }),
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });

/** Makes the application's link as old as `days` and a minute. */
const linkGivenDaysAgo = (id: number, days: number) =>
  ctx.database.db
    .update(jobApplications)
    .set({ keyIssuedAt: new Date(ctx.clock.now - days * DAY_MS - 60_000) })
    .where(eq(jobApplications.id, id));

test('a link stops working after the application’s retention period; kept on file, after that longer one', async () => {
  const plain = await applied();
  const kept = await applied({ keepOnFile: 'true' });
  await linkGivenDaysAgo(plain.row.id, RETENTION_DAYS.applicationsAfterClose);
  await linkGivenDaysAgo(kept.row.id, RETENTION_DAYS.applicationsAfterClose);
  expect((await status(plain.key)).statusCode).toBe(404);
  expect((await withdraw(plain.key)).statusCode).toBe(404);
  expect(await applicationsOf(ctx, plain.email)).toHaveLength(1);
  expect((await status(kept.key)).statusCode).toBe(200);
  await linkGivenDaysAgo(kept.row.id, RETENTION_DAYS.applicationsKeptOnFile);
  expect((await status(kept.key)).statusCode).toBe(404);
});

test('asking for the links answers the same for any address, and emails each application’s own link to the stored address', async () => {
  const { email, row, key } = await applied();
  expect((await apply(ctx.agent(), { slug: SENIOR_ROLE, fields: applicationFields(email) })).statusCode).toBe(
    201,
  );
  const before = await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.email, email));

  const known = await askForLinks(`  ${email.toUpperCase()} `);
  const unknown = await askForLinks('never.applied@example.in');
  expect([known.statusCode, known.json()]).toEqual([202, { message: APPLICATION_MESSAGES.linkSent }]);
  expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);

  const links = await linksSentTo(ctx, email);
  expect(links).toHaveLength(2);
  expect(links.map(keyIn)).toContain(key);
  for (const mail of links) expect((await status(keyIn(mail))).statusCode).toBe(200);
  expect(await linksSentTo(ctx, 'never.applied@example.in')).toEqual([]);
  // Nothing about the applications changed.
  expect(
    await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.email, email)),
  ).toEqual(before);

  // An expired link is replaced by a new one; the old one stays dead.
  await linkGivenDaysAgo(row.id, RETENTION_DAYS.applicationsAfterClose);
  expect((await askForLinks(email)).statusCode).toBe(202);
  const fresh = (await linksSentTo(ctx, email)).slice(-2).map(keyIn);
  expect(fresh).not.toContain(key);
  for (const secret of fresh) expect((await status(secret)).statusCode).toBe(200);
  expect((await status(key)).statusCode).toBe(404);
});

test('asking for links: a bad address is a 400 naming it; one client address meets a ceiling', async () => {
  const bad = await askForLinks('not-an-address');
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(bad.json().errors)).toEqual(['email']);
  const remoteAddress = '10.9.7.7';
  for (let i = 0; i < LINK_REQUESTS_PER_CLIENT; i += 1) {
    expect((await askForLinks(`someone.${i}@example.in`, remoteAddress)).statusCode).toBe(202);
  }
  const refused = await askForLinks('someone@example.in', remoteAddress);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toMatch(/^\d+$/);
});
