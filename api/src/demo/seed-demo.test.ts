import { BUSINESS_PATHS } from 'shared/contract/business';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { createTestApp, type TestContext } from '../test/test-app';
import { DEMO_BDES, DEMO_PASSWORD } from './demo-data';
import { formatSignIns, seedDemo, type DemoSignIn } from './seed-demo';

jest.setTimeout(120_000);

let ctx: TestContext;
let signIns: DemoSignIn[];

beforeAll(async () => {
  ctx = await createTestApp();
  signIns = await seedDemo({ db: ctx.database.db, ...ctx.identity });
});
afterAll(() => ctx.close());

async function signIn(userName: string) {
  const agent = ctx.agent();
  const response = await agent.postForm(EXECUTIVE_PATHS.login, { userName, password: DEMO_PASSWORD });
  expect(response.statusCode).toBe(200);
  return { agent, bdeCode: response.json().bdeCode as string };
}

test('every demo BDE can sign in with the printed password', async () => {
  expect(signIns.map((s) => s.userName)).toEqual(DEMO_BDES.map((b) => b.userName));
  for (const { userName, bdeCode } of signIns) expect((await signIn(userName)).bdeCode).toBe(bdeCode);
  expect(formatSignIns(signIns)).toMatch(/^asha\.rao +Demo@2024pass +BDE240101 +Asha Devi Rao +-$/m);
});

test('the hierarchy has at least three levels below the first BDE', async () => {
  const { agent, bdeCode } = await signIn('asha.rao');
  const level1 = (await agent.get(EXECUTIVE_PATHS.hierarchy(bdeCode))).json().children;
  expect(level1.map((c: { fullName: string }) => c.fullName)).toEqual([
    'Bala Krishna Murthy',
    'Chitra Reddy',
  ]);
  const level2 = (await agent.get(EXECUTIVE_PATHS.hierarchy(level1[0].bdeCode))).json().children;
  expect(level2.map((c: { fullName: string }) => c.fullName)).toEqual(['Deepak Varma', 'Esha Nair']);
  const level3 = (await agent.get(EXECUTIVE_PATHS.hierarchy(level2[0].bdeCode))).json().children;
  expect(level3.map((c: { fullName: string }) => c.fullName)).toEqual(['Gita Iyer']);
});

test('the first BDE has proposals and projects in every status', async () => {
  const { agent, bdeCode } = await signIn('asha.rao');
  expect((await agent.get(BUSINESS_PATHS.proposalSummary(bdeCode))).json()).toEqual({
    sent: 12,
    accepted: 5,
    percentage: 41.67,
  });
  expect((await agent.get(BUSINESS_PATHS.activeProjects(bdeCode))).json().count).toBe(3);
  expect((await agent.get(BUSINESS_PATHS.onHold)).json().onHoldProjectByExecutive[0].count).toBe(2);
  expect((await agent.get(BUSINESS_PATHS.completedProjects(bdeCode))).json().count).toBe(4);
  expect((await agent.get(BUSINESS_PATHS.totalRevenue(bdeCode))).json()).toEqual({
    totalRevenue: 689_250.25,
  });
});

test('one demo BDE passes the revenue target and one has nothing yet', async () => {
  const bala = await signIn('bala.murthy');
  expect(
    (await bala.agent.get(BUSINESS_PATHS.totalRevenue(bala.bdeCode))).json().totalRevenue,
  ).toBeGreaterThan(1_000_000);
  const esha = await signIn('esha.nair');
  expect((await esha.agent.get(BUSINESS_PATHS.totalRevenue(esha.bdeCode))).json()).toEqual({
    totalRevenue: 0,
  });
  expect((await esha.agent.get(EXECUTIVE_PATHS.hierarchy(esha.bdeCode))).json()).toEqual({ children: [] });
});
