import { BUSINESS_PATHS } from 'shared/contract/business';
import { addProject } from './project-service';
import { insertExecutive, insertUser, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';

// Argon2 hashing of each inserted BDE makes set-up slow on a busy machine.
jest.setTimeout(60_000);

let ctx: TestContext;
let asha: Awaited<ReturnType<typeof insertExecutive>>;
let ravi: Awaited<ReturnType<typeof insertExecutive>>;
let empty: Awaited<ReturnType<typeof insertExecutive>>;
let ashaAgent: TestAgent;

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 6, 30));

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await insertExecutive(ctx);
  ravi = await insertExecutive(ctx);
  empty = await insertExecutive(ctx);
  const db = ctx.database.db;
  const add = (
    executiveId: number,
    companyName: string,
    amountPaise: number,
    status: 'Active' | 'On Hold' | 'Completed',
    n: number,
  ) => addProject(db, { executiveId, companyName, amountPaise, status, createdAt: day(n) });
  await add(asha.id, 'Charminar Foods', 25_000_050, 'Active', 3);
  await add(asha.id, 'Golconda Textiles', 12_345_601, 'Active', 5);
  await add(asha.id, 'Hussain Sagar Travels', 9_999, 'On Hold', 4);
  await add(asha.id, 'Banjara Logistics', 50_000_000, 'Completed', 1);
  await add(asha.id, 'Kukatpally Clinics', 1, 'Completed', 2);
  await add(ravi.id, 'Ravi Active Co', 70_000_000, 'Active', 1);
  await add(ravi.id, 'Ravi Paused Co', 80_000_000, 'On Hold', 1);
  ashaAgent = await signedInAgent(ctx, 'bde', asha.id);
});
afterAll(() => ctx.close());

test('ActiveProject lists the BDE’s own active projects, newest first, with rupee amounts', async () => {
  const response = await ashaAgent.get(BUSINESS_PATHS.activeProjects(asha.bdeCode));
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({
    count: 2,
    projects: [
      { companyName: 'Golconda Textiles', businessAmount: 123_456.01, createdDate: day(5).toISOString() },
      { companyName: 'Charminar Foods', businessAmount: 250_000.5, createdDate: day(3).toISOString() },
    ],
  });
});

test('CompletedProjects lists only completed ones', async () => {
  const response = await ashaAgent.get(BUSINESS_PATHS.completedProjects(asha.bdeCode));
  expect(response.json()).toEqual({
    count: 2,
    projects: [
      { companyName: 'Kukatpally Clinics', businessAmount: 0.01, createdDate: day(2).toISOString() },
      { companyName: 'Banjara Logistics', businessAmount: 500_000, createdDate: day(1).toISOString() },
    ],
  });
});

test('TotalRevenue is the exact sum over the BDE’s projects in every status', async () => {
  const response = await ashaAgent.get(BUSINESS_PATHS.totalRevenue(asha.bdeCode));
  // 250000.50 + 123456.01 + 99.99 + 500000 + 0.01
  expect(response.json()).toEqual({ totalRevenue: 873_556.51 });
});

test('a BDE without projects gets zero counts and zero revenue', async () => {
  const agent = await signedInAgent(ctx, 'bde', empty.id);
  expect((await agent.get(BUSINESS_PATHS.activeProjects(empty.bdeCode))).json()).toEqual({
    count: 0,
    projects: [],
  });
  expect((await agent.get(BUSINESS_PATHS.completedProjects(empty.bdeCode))).json()).toEqual({
    count: 0,
    projects: [],
  });
  expect((await agent.get(BUSINESS_PATHS.totalRevenue(empty.bdeCode))).json()).toEqual({ totalRevenue: 0 });
  expect((await agent.get(BUSINESS_PATHS.onHold)).json()).toEqual({
    onHoldProjectByExecutive: [{ bdeCode: empty.bdeCode, count: 0, projects: [] }],
  });
});

test('On Hold answers with the caller’s own entry only, never another BDE’s rows', async () => {
  const response = await ashaAgent.get(BUSINESS_PATHS.onHold);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    onHoldProjectByExecutive: [
      {
        bdeCode: asha.bdeCode,
        count: 1,
        projects: [
          { companyName: 'Hussain Sagar Travels', businessAmount: 99.99, createdDate: day(4).toISOString() },
        ],
      },
    ],
  });
  expect(response.body).not.toContain(ravi.bdeCode);
  expect(response.body).not.toContain('Ravi Paused Co');
  // The path as a browser sends it (a space, %20 on the wire), as the original site called it.
  expect((await ashaAgent.get('/api/BDEBusiness/On Hold')).statusCode).toBe(200);
});

const ownCodeCalls = [
  ['ActiveProject', BUSINESS_PATHS.activeProjects],
  ['CompletedProjects', BUSINESS_PATHS.completedProjects],
  ['TotalRevenue', BUSINESS_PATHS.totalRevenue],
] as const;

test.each(ownCodeCalls)('%s without a session is 401', async (_name, path) => {
  const response = await ctx.agent().get(path(asha.bdeCode));
  expect(response.statusCode).toBe(401);
});

test('On Hold without a session is 401', async () => {
  expect((await ctx.agent().get(BUSINESS_PATHS.onHold)).statusCode).toBe(401);
});

test.each(ownCodeCalls)(
  '%s for another BDE’s code, or one that does not exist, is 403',
  async (_name, path) => {
    for (const code of [ravi.bdeCode, 'BDE9999999', asha.bdeCode.toLowerCase()]) {
      const response = await ashaAgent.get(path(code));
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('Ravi');
    }
  },
);

test.each(ownCodeCalls)('%s for a signed-in ordinary user is 403', async (_name, path) => {
  const user = await insertUser(ctx);
  const agent = await signedInAgent(ctx, 'user', user.id);
  expect((await agent.get(path(asha.bdeCode))).statusCode).toBe(403);
  expect((await agent.get(BUSINESS_PATHS.onHold)).statusCode).toBe(403);
});

test.each(ownCodeCalls)('%s without a code, or with two, is a 400 naming bdeCode', async (name) => {
  for (const query of ['', '?bdeCode=', `?bdeCode=${asha.bdeCode}&bdeCode=${ravi.bdeCode}`]) {
    const response = await ashaAgent.get(`/api/BDEBusiness/${name}${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['bdeCode']);
  }
});

test('a session whose BDE no longer exists is 401', async () => {
  const agent = await signedInAgent(ctx, 'bde', 987_654);
  expect((await agent.get(BUSINESS_PATHS.onHold)).statusCode).toBe(401);
});
