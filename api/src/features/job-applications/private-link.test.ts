import { and, eq } from 'drizzle-orm';
import { CAREERS_PATHS } from 'shared/contract/careers';
import { APPLICATION_MESSAGES } from 'shared/contract/job-application';
import { auditLog, consentRecords, jobApplications, staffNotes } from '../../db/schema';
import { insertStaff } from '../../test/fixtures';
import { applicationFields, applicationsOf, apply, keyFor, SENIOR_ROLE } from '../../test/job-applications';
import { createTestApp, LOW_CEILING, type TestContext } from '../../test/test-app';

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
