import { REFERRAL_PATHS, REFERRAL_SIGN_UPS_SHOWN } from 'shared/contract/referral-link';
import type { ReferralSignUpsResponse } from 'shared/contract/referral-link-responses';
import { USER_PATHS } from 'shared/contract/user';
import { insertExecutive, insertStaff, insertUser, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';

jest.setTimeout(60_000);

const PASSWORD = 'a long passphrase';

let ctx: TestContext;
let staff: TestAgent;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id);
});
afterAll(() => ctx.close());

let lastAddress = 0;
const fromNewClient = () => `10.8.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

/** A browser that followed the BDE's personal link, as a visitor does. */
async function throughLinkOf(executiveId: number): Promise<TestAgent> {
  const bde = await signedInAgent(ctx, 'bde', executiveId);
  const { url } = (await bde.get(REFERRAL_PATHS.link)).json<{ url: string }>();
  const agent = ctx.agent();
  await agent.request({ method: 'GET', url: new URL(url).pathname, remoteAddress: fromNewClient() });
  return agent;
}

async function signUp(agent: TestAgent, name: string, email: string): Promise<number> {
  const response = await agent.request({
    method: 'POST',
    url: USER_PATHS.register,
    payload: new URLSearchParams({ Name: name, EmailAddress: email, Password: PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: fromNewClient(),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ userId: number }>().userId;
}

async function signUpsOf(bdeCode: string): Promise<ReferralSignUpsResponse> {
  const response = await staff.get(REFERRAL_PATHS.staffSignUps({ bdeCode }));
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<ReferralSignUpsResponse>();
}

test("staff see who signed up through the BDE's link: not those without it, nor another BDE's", async () => {
  const bde = await insertExecutive(ctx);
  const other = await insertExecutive(ctx);
  await signUp(await throughLinkOf(bde.id), 'Asha Rao', 'asha.signup@example.com');
  await signUp(ctx.agent(), 'Ravi Kumar', 'ravi.nolink@example.com');
  await signUp(await throughLinkOf(other.id), 'Bala Krishna', 'bala.other@example.com');

  const { signUps, total } = await signUpsOf(bde.bdeCode);
  expect(total).toBe(1);
  const signedUpAt = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.+Z$/);
  expect(signUps).toEqual([{ name: 'Asha Rao', email: 'asha.signup@example.com', signedUpAt }]);
  // The code in any case, as the weeks take it.
  expect(await signUpsOf(bde.bdeCode.toLowerCase())).toEqual({ signUps, total });
  const others = await signUpsOf(other.bdeCode);
  expect(others.signUps.map((row) => row.email)).toEqual(['bala.other@example.com']);
});

test(`newest first, the latest ${REFERRAL_SIGN_UPS_SHOWN}, with the total of them all`, async () => {
  const bde = await insertExecutive(ctx);
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  for (let n = 0; n < REFERRAL_SIGN_UPS_SHOWN + 2; n += 1) {
    await insertUser(ctx, {
      name: `Linked ${n}`,
      referredById: bde.id,
      createdAt: new Date(start + n * 60_000),
    });
  }
  const { signUps, total } = await signUpsOf(bde.bdeCode);
  expect(total).toBe(REFERRAL_SIGN_UPS_SHOWN + 2);
  expect(signUps).toHaveLength(REFERRAL_SIGN_UPS_SHOWN);
  expect(signUps[0]).toMatchObject({
    name: `Linked ${REFERRAL_SIGN_UPS_SHOWN + 1}`,
    signedUpAt: new Date(start + (REFERRAL_SIGN_UPS_SHOWN + 1) * 60_000).toISOString(),
  });
  expect(signUps.at(-1)!.name).toBe('Linked 2');
});

test('a user who deleted their account (data rights) is no longer listed nor counted', async () => {
  const bde = await insertExecutive(ctx);
  const agent = await throughLinkOf(bde.id);
  const userId = await signUp(agent, 'Meena Iyer', 'meena.erased@example.com');
  await signUp(await throughLinkOf(bde.id), 'Kiran Das', 'kiran.kept@example.com');
  expect((await signUpsOf(bde.bdeCode)).total).toBe(2);

  const signedIn = await signedInAgent(ctx, 'user', userId);
  const deleted = await signedIn.postJson(USER_PATHS.deleteAccount(userId), { password: PASSWORD });
  expect(deleted.statusCode).toBe(204);
  const after = await signUpsOf(bde.bdeCode);
  expect(after.total).toBe(1);
  expect(JSON.stringify(after)).not.toContain('Meena');
  expect(JSON.stringify(after)).not.toContain('meena.erased');
  expect(after.signUps.map((row) => row.email)).toEqual(['kiran.kept@example.com']);
});

test('an unknown code is 404; visitors get 401; users, BDEs (their own too) and recruiters 403', async () => {
  const bde = await insertExecutive(ctx);
  const url = REFERRAL_PATHS.staffSignUps({ bdeCode: bde.bdeCode });
  expect((await staff.get(REFERRAL_PATHS.staffSignUps({ bdeCode: 'BDE000000' }))).statusCode).toBe(404);
  expect((await ctx.agent().get(url)).statusCode).toBe(401);
  const user = await insertUser(ctx, { referredById: bde.id });
  expect((await (await signedInAgent(ctx, 'user', user.id)).get(url)).statusCode).toBe(403);
  expect((await (await signedInAgent(ctx, 'bde', bde.id)).get(url)).statusCode).toBe(403);
  const recruiter = await insertStaff(ctx, { role: 'recruiter' });
  expect((await (await signedInAgent(ctx, 'staff', recruiter.id)).get(url)).statusCode).toBe(403);
});
