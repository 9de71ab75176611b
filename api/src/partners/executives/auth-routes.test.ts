import type { BdeDashboardAnswers, BdeLoginResponse } from 'shared/contract/bde-login-responses';
import { BDE_PORTAL_PATHS } from 'shared/contract/bde-portal';
import { BUSINESS_PATHS } from 'shared/contract/business';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { MESSAGES } from 'shared/contract/messages';
import { insertLead } from '../../test/fixtures';
import { LOW_CEILING, createTestApp, type TestContext } from '../../test/test-app';
import { addProject } from '../business/project-service';
import { addProposal } from '../proposals/proposal-service';
import { postRegistration, validFields } from './registration-test-helpers';
import { findExecutiveByUserName } from './service';

jest.setTimeout(30_000);

let ctx: TestContext;
let account: Record<string, string>;
let bdeCode: string;

beforeAll(async () => {
  ctx = await createTestApp();
  account = validFields({ MiddleName: 'Lakshmi' });
  bdeCode = (await postRegistration(ctx.agent(), account)).json<{ bdeCode: string }>().bdeCode;
});
afterAll(() => ctx.close());

const login = (agent = ctx.agent(), userName = account.UserName, password = account.Password) =>
  agent.postForm('/api/Executive/login', { userName, password });

test('the right user name and password sign in: the code, the names and a new session', async () => {
  const agent = ctx.agent();
  const response = await login(agent);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    bdeCode,
    userName: account.UserName,
    fullName: 'Asha Lakshmi Reddy',
  });
  expect(Object.keys(response.json()).sort()).toEqual([
    'bdeCode',
    'dashboard',
    'fullName',
    'language',
    'userName',
  ]);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(agent.cookies.get('sid')).toBeTruthy();
  // No secret or identity number comes back.
  expect(response.body).not.toMatch(/argon2/);
  expect(response.body).not.toContain(account.AadharNumber);
  expect(response.body).not.toContain(account.Pannumber);
});

test('the answer carries what the dashboard shows first, exactly as each of its calls then answers', async () => {
  const db = ctx.database.db;
  const bde = await findExecutiveByUserName(db, account.UserName);
  if (!bde) throw new Error('the registered BDE is missing');
  for (const status of ['Active', 'On Hold', 'Completed'] as const) {
    await addProject(db, {
      executiveId: bde.id,
      companyName: `${status} Ltd`,
      amountPaise: 1_234_550,
      status,
    });
  }
  await addProposal(db, { executiveId: bde.id, companyName: 'Proposal Ltd', status: 'accepted' });
  await insertLead(ctx, { executiveId: bde.id });

  const agent = ctx.agent();
  const { dashboard } = (await login(agent)).json<BdeLoginResponse>();
  const calls: Record<keyof BdeDashboardAnswers, string> = {
    proposalSummary: BUSINESS_PATHS.proposalSummary(bdeCode),
    totalRevenue: BUSINESS_PATHS.totalRevenue(bdeCode),
    bdeProfile: EXECUTIVE_PATHS.byCode(bdeCode),
    activeProjects: BUSINESS_PATHS.activeProjects(bdeCode),
    onHoldProjects: BUSINESS_PATHS.onHold,
    completedProjects: BUSINESS_PATHS.completedProjects(bdeCode),
    bdeOverview: BDE_PORTAL_PATHS.overview(bdeCode),
  };
  const answers: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(calls)) {
    const response = await agent.get(path);
    expect(response.statusCode).toBe(200);
    answers[name] = response.json();
  }
  expect(dashboard).toEqual(answers);
  // Figures, not empty lists: the comparison above has something to compare.
  expect(dashboard?.activeProjects.count).toBe(1);
  expect(dashboard?.onHoldProjects.onHoldProjectByExecutive[0].count).toBe(1);
  expect(dashboard?.proposalSummary.accepted).toBe(1);
  expect(dashboard?.totalRevenue.totalRevenue).toBe(37_036.5);
  expect(dashboard?.bdeOverview.leads).toBe(1);
});

test('the user name is matched in any letter case', async () => {
  expect((await login(ctx.agent(), account.UserName.toUpperCase())).statusCode).toBe(200);
});

test('a wrong password or an unknown user name is 401 Invalid credentials, with no session', async () => {
  for (const response of [
    await login(ctx.agent(), account.UserName, 'wrong password'),
    await login(ctx.agent(), 'nobody-here', account.Password),
  ]) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ title: MESSAGES.bdeInvalidCredentials });
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
  }
});

test('missing fields are 400 naming them', async () => {
  const response = await ctx.agent().postForm('/api/Executive/login', { userName: '', password: '' });
  expect(response.statusCode).toBe(400);
  expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(['password', 'userName']);
});

test('without the anti-forgery header, sign-in is refused', async () => {
  const response = await ctx
    .agent()
    .postForm(
      '/api/Executive/login',
      { userName: account.UserName, password: account.Password },
      { xsrf: false },
    );
  expect(response.statusCode).toBe(403);
});

test('sign-out ends the server session', async () => {
  const agent = ctx.agent();
  await login(agent);
  const token = agent.cookies.get('sid');
  expect(token).toBeTruthy();
  const response = await agent.request({ method: 'POST', url: '/api/Executive/logout' });
  expect(response.statusCode).toBe(204);
  expect(agent.cookies.has('sid')).toBe(false);

  // The old cookie no longer names a session.
  const replay = ctx.agent();
  replay.cookies.set('sid', token!);
  const after = await replay.get('/api/health');
  expect(after.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');
});

test('ten failures lock the account for a while, even for the right password', async () => {
  const victim = validFields();
  await postRegistration(ctx.agent(), victim);
  for (let i = 0; i < 10; i += 1) {
    const response = await ctx.agent().request({
      method: 'POST',
      url: '/api/Executive/login',
      remoteAddress: `10.1.0.${i + 1}`,
      payload: new URLSearchParams({ userName: victim.UserName, password: `guess ${i}` }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(401);
  }
  const locked = await login(ctx.agent(), victim.UserName, victim.Password);
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toMatchObject({ title: MESSAGES.tooManyAttempts });
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

  // After the window, the right password works again.
  ctx.clock.now += 16 * 60 * 1000;
  expect((await login(ctx.agent(), victim.UserName, victim.Password)).statusCode).toBe(200);
});

test('one client address meets the flood ceiling after many attempts on many accounts', async () => {
  const flood = await createTestApp({ authLimits: LOW_CEILING });
  const statuses: number[] = [];
  for (let i = 0; i <= LOW_CEILING.perClient; i += 1) {
    const response = await flood.agent().request({
      method: 'POST',
      url: '/api/Executive/login',
      remoteAddress: '10.2.0.1',
      payload: new URLSearchParams({ userName: `someone${i}`, password: 'whatever it is' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    statuses.push(response.statusCode);
  }
  await flood.close();
  expect(statuses.slice(0, LOW_CEILING.perClient)).toEqual(Array(LOW_CEILING.perClient).fill(401));
  expect(statuses[LOW_CEILING.perClient]).toBe(429);
});
