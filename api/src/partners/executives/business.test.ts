import { eq, sql } from 'drizzle-orm';
import { BUSINESS_PATHS } from 'shared/contract/business';
import { STAFF_PATHS } from 'shared/contract/staff';
import { BUSINESS_MESSAGES } from 'shared/contract/staff-business-schema';
import { auditLog, projects, proposals } from '../../db/schema';
import { insertExecutive, insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';

jest.setTimeout(60_000);

let ctx: TestContext;
let staff: TestAgent;
let staffId: number;
let portal: TestAgent;
let asha: Awaited<ReturnType<typeof insertExecutive>>;

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await insertExecutive(ctx);
  staffId = (await insertStaff(ctx)).id;
  staff = await signedInAgent(ctx, 'staff', staffId);
  portal = await signedInAgent(ctx, 'bde', asha.id);
});
afterAll(() => ctx.close());

const count = async (table: typeof projects | typeof proposals | typeof auditLog) =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
const counts = async () => ({
  proposals: await count(proposals),
  projects: await count(projects),
  audit: await count(auditLog),
});
const lastAudit = async (action: string) => {
  const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  const row = rows.at(-1)!;
  return { ...row, detail: JSON.parse(row.detail!) as Record<string, unknown> };
};
const addProposal = (body: Record<string, unknown>, bdeCode = asha.bdeCode) =>
  staff.postJson(STAFF_PATHS.partnerProposals({ bdeCode }), body);
const addProject = (body: Record<string, unknown>, bdeCode = asha.bdeCode) =>
  staff.postJson(STAFF_PATHS.partnerProjects({ bdeCode }), body);

test("a proposal is recorded, audited, and the BDE's summary counts it at once", async () => {
  const response = await addProposal({ companyName: '  Acme   Foods ', status: 'Accepted' });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({
    id: expect.any(Number),
    companyName: 'Acme Foods',
    status: 'accepted',
    createdAt: expect.any(String),
  });
  const summary = await portal.get(BUSINESS_PATHS.proposalSummary(asha.bdeCode));
  expect(summary.headers['cache-control']).toBe('no-store');
  expect(summary.json()).toEqual({ sent: 1, accepted: 1, percentage: 100 });
  const audit = await lastAudit('proposal.add');
  expect(audit).toMatchObject({ staffId, targetType: 'proposal', targetId: String(response.json().id) });
  expect(audit.detail).toEqual({
    bdeCode: asha.bdeCode,
    companyName: 'Acme Foods',
    status: 'accepted',
    date: null,
  });
});

test('a project is stored exactly, backdated to noon in India, and shows on the dashboard at once', async () => {
  const response = await addProject({
    companyName: 'Deccan Spices',
    amount: '2,50,000.50',
    status: 'on-hold',
    date: '2024-11-05',
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({
    id: expect.any(Number),
    companyName: 'Deccan Spices',
    amount: 250_000.5,
    status: 'On Hold',
    createdAt: '2024-11-05T06:30:00.000Z',
  });
  const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, response.json().id));
  expect(row.amountPaise).toBe(25_000_050);
  const revenue = await portal.get(BUSINESS_PATHS.totalRevenue(asha.bdeCode));
  expect(revenue.headers['cache-control']).toBe('no-store');
  expect(revenue.json()).toEqual({ totalRevenue: 250_000.5 });
  const audit = await lastAudit('project.add');
  expect(audit.detail).toEqual({
    bdeCode: asha.bdeCode,
    companyName: 'Deccan Spices',
    amount: 250_000.5,
    status: 'On Hold',
    date: '2024-11-05',
  });
});

test('an amount may be a JSON number, exact to the paisa', async () => {
  const response = await addProject({ companyName: 'Number Co', amount: 1234.05, status: 'Active' });
  expect(response.statusCode).toBe(201);
  expect(response.json().amount).toBe(1234.05);
  const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, response.json().id));
  expect(row.amountPaise).toBe(123_405);
});

// The same inputs the command-line tool refuses (admin-commands.test.ts), refused here naming the field.
test.each([
  [{ amount: '12.345' }, 'amount', BUSINESS_MESSAGES.amountShape],
  [{ amount: '-5' }, 'amount', BUSINESS_MESSAGES.amountShape],
  [{ amount: '1e5' }, 'amount', BUSINESS_MESSAGES.amountShape],
  [{ amount: 0.1 + 0.2 }, 'amount', BUSINESS_MESSAGES.amountShape],
  [{ amount: '0' }, 'amount', BUSINESS_MESSAGES.amountPositive],
  [{ amount: '5000000000000' }, 'amount', BUSINESS_MESSAGES.amountTooLarge],
  [{ amount: true }, 'amount', BUSINESS_MESSAGES.amountShape],
  [{ status: 'Paused' }, 'status', BUSINESS_MESSAGES.projectStatus],
  [{ date: '2024-02-30' }, 'date', BUSINESS_MESSAGES.dateShape],
  [{ date: '2999-01-01' }, 'date', BUSINESS_MESSAGES.dateFuture],
  [{ companyName: 'x'.repeat(201) }, 'companyName', 'At most 200 characters.'],
  [{ companyName: '   ' }, 'companyName', 'This field is required.'],
])('a project with %j is refused, naming %s, and nothing is written', async (change, field, message) => {
  const before = await counts();
  const response = await addProject({ companyName: 'C', amount: '5', status: 'Active', ...change });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({ [field]: [message] });
  expect(await counts()).toEqual(before);
});

test('a proposal with a status other than sent or accepted is refused', async () => {
  const before = await counts();
  const response = await addProposal({ companyName: 'C', status: 'open' });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({ status: [BUSINESS_MESSAGES.proposalStatus] });
  expect(await counts()).toEqual(before);
});

test('an unknown BDE is a 404, with nothing written', async () => {
  const before = await counts();
  expect((await addProposal({ companyName: 'C', status: 'sent' }, 'NOPE999')).statusCode).toBe(404);
  expect((await addProject({ companyName: 'C', amount: '5', status: 'Active' }, 'NOPE999')).statusCode).toBe(
    404,
  );
  expect(await counts()).toEqual(before);
});

describe("a project's status", () => {
  let projectId: number;
  beforeAll(async () => {
    projectId = (
      await addProject({ companyName: 'Golconda Textiles', amount: '100', status: 'Active' })
    ).json().id;
  });
  const setStatus = (id: number | string, status: string) =>
    staff.postJson(STAFF_PATHS.project({ projectId: id }), { status });

  test('moves, audited from and to, and the dashboard lists it under its new status at once', async () => {
    const response = await setStatus(projectId, 'completed');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: projectId, status: 'Completed', amount: 100 });
    const completed = await portal.get(BUSINESS_PATHS.completedProjects(asha.bdeCode));
    expect(completed.json().projects.map((p: { companyName: string }) => p.companyName)).toContain(
      'Golconda Textiles',
    );
    const audit = await lastAudit('project.status');
    expect(audit).toMatchObject({ targetType: 'project', targetId: String(projectId) });
    expect(audit.detail).toEqual({
      bdeCode: asha.bdeCode,
      companyName: 'Golconda Textiles',
      from: 'Active',
      to: 'Completed',
    });
  });

  test('the status it already has changes nothing and is not audited', async () => {
    const before = await counts();
    const response = await setStatus(projectId, 'Completed');
    expect(response.statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });

  test('a bad status is a 400 naming it; an unknown project a 404; a malformed id a 400', async () => {
    expect((await setStatus(projectId, 'Paused')).json().errors).toEqual({
      status: [BUSINESS_MESSAGES.projectStatus],
    });
    expect((await setStatus(999_999, 'Active')).statusCode).toBe(404);
    expect((await setStatus('seven', 'Active')).statusCode).toBe(400);
  });
});
