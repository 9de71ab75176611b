import { eq } from 'drizzle-orm';
import { BDE_DATA_PATHS } from 'shared/contract/bde-data';
import { BDE_PORTAL_PATHS } from 'shared/contract/bde-portal';
import { BUSINESS_PATHS } from 'shared/contract/business';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { USER_PATHS } from 'shared/contract/user';
import { auditLog, clientInfos, leadFollowUps, users } from '../db/schema';
import { addProject } from '../partners/business/project-service';
import { addProposal } from '../partners/proposals/proposal-service';
import { insertExecutive, insertUser, signedInAgent } from '../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../test/test-app';

jest.setTimeout(60_000);

let ctx: TestContext;
let alice: Awaited<ReturnType<typeof insertUser>>;
let bob: Awaited<ReturnType<typeof insertUser>>;
let asha: Awaited<ReturnType<typeof insertExecutive>>;
let ravi: Awaited<ReturnType<typeof insertExecutive>>;
let ashaChild: Awaited<ReturnType<typeof insertExecutive>>;
let as: Record<'alice' | 'asha', TestAgent>;
let raviLeadId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await insertUser(ctx, { name: 'Alice Kumari', email: 'alice@example.com' });
  bob = await insertUser(ctx, { name: 'Bob Secretname', email: 'bob.secret@example.com' });
  asha = await insertExecutive(ctx, { firstName: 'Asha' });
  ravi = await insertExecutive(ctx, {
    firstName: 'Ravi',
    lastName: 'Secretsurname',
    email: 'ravi.secret@example.com',
  });
  ashaChild = await insertExecutive(ctx, { firstName: 'Kiran', referredById: asha.id });
  await insertExecutive(ctx, { firstName: 'Meena', lastName: 'Grandchildsecret', referredById: ravi.id });
  await addProject(ctx.database.db, {
    executiveId: ravi.id,
    companyName: 'Ravi Secret Client',
    amountPaise: 99_900,
    status: 'Active',
  });
  await addProject(ctx.database.db, {
    executiveId: ravi.id,
    companyName: 'Ravi Paused Secret',
    amountPaise: 5_000,
    status: 'On Hold',
  });
  await addProject(ctx.database.db, {
    executiveId: ravi.id,
    companyName: 'Ravi Done Secret',
    amountPaise: 7_000,
    status: 'Completed',
  });
  await addProposal(ctx.database.db, {
    executiveId: ravi.id,
    companyName: 'Ravi Prospect Secret',
    status: 'accepted',
  });
  const [raviLead] = await ctx.database.db
    .insert(clientInfos)
    .values({
      companyName: 'Ravi Lead Secret',
      industryType: 'Retail',
      address: 'Madhapur',
      email: 'ravi.lead.secret@example.com',
      mobile: '9000099999',
      website: '',
      contactPerson: 'Ravi Contact Secret',
      teamContact: '',
      servicesRequired: ['Logo Design'],
      others: '',
      clientDate: '',
      nextAppointmentDate: '2026-01-01',
      followUpOn: '2026-01-01',
      reference: 'Ravi Source Secret',
      note: '',
      executiveId: ravi.id,
      cidServices: '',
      status: 'won',
    })
    .returning({ id: clientInfos.id });
  raviLeadId = raviLead.id;
  as = { alice: await signedInAgent(ctx, 'user', alice.id), asha: await signedInAgent(ctx, 'bde', asha.id) };
});
afterAll(() => ctx.close());

const RAVI_SECRETS = [
  'Secretsurname',
  'ravi.secret@example.com',
  'Ravi Secret Client',
  'Ravi Paused Secret',
  'Ravi Done Secret',
  'Grandchildsecret',
  '999',
  'Ravi Lead Secret',
  'Ravi Contact Secret',
  'Ravi Source Secret',
];
const BOB_SECRETS = ['Bob Secretname', 'bob.secret@example.com'];

type Call = { name: string; send: (agent: TestAgent) => ReturnType<TestAgent['get']> };

const userCalls = (userId: number): Call[] => [
  { name: 'GET User/username', send: (agent) => agent.get(USER_PATHS.username(userId)) },
  {
    name: 'POST User/update',
    send: (agent) =>
      agent.postForm(USER_PATHS.update(userId), {
        Name: 'Hijacked',
        EmailAddress: 'hijack@example.com',
        Password: '',
      }),
  },
  { name: 'GET User/export', send: (agent) => agent.get(USER_PATHS.exportData(userId)) },
  {
    // The account's real password (every test user has it): only the id stands in the way.
    name: 'POST User/delete',
    send: (agent) => agent.postJson(USER_PATHS.deleteAccount(userId), { password: 'correct horse battery' }),
  },
];

const bdeCalls = (code: string): Call[] => [
  { name: 'GET Executive/get-by-code', send: (agent) => agent.get(EXECUTIVE_PATHS.byCode(code)) },
  { name: 'GET Executive/hierarchy', send: (agent) => agent.get(EXECUTIVE_PATHS.hierarchy(code)) },
  { name: 'GET Proposal/summary', send: (agent) => agent.get(BUSINESS_PATHS.proposalSummary(code)) },
  { name: 'GET BDEBusiness/ActiveProject', send: (agent) => agent.get(BUSINESS_PATHS.activeProjects(code)) },
  {
    name: 'GET BDEBusiness/CompletedProjects',
    send: (agent) => agent.get(BUSINESS_PATHS.completedProjects(code)),
  },
  { name: 'GET BDEBusiness/TotalRevenue', send: (agent) => agent.get(BUSINESS_PATHS.totalRevenue(code)) },
  ...Object.entries(BDE_PORTAL_PATHS).map(([name, path]) => ({
    name: `GET BDEPortal/${name}`,
    send: (agent: TestAgent) => agent.get(path(code)),
  })),
  {
    name: 'POST BDEPortal/FollowUps',
    send: (agent) =>
      agent.postJson(BDE_PORTAL_PATHS.followUps(code), {
        leadId: raviLeadId,
        action: 'reschedule',
        nextDate: '2099-01-01',
        note: 'Hijacked',
      }),
  },
  { name: 'GET BDEPortal/MyData', send: (agent) => agent.get(BDE_DATA_PATHS.myData(code)) },
  { name: 'GET BDEPortal/ErasureRequest', send: (agent) => agent.get(BDE_DATA_PATHS.erasureRequest(code)) },
  {
    name: 'POST BDEPortal/ErasureRequest',
    send: (agent) => agent.postJson(BDE_DATA_PATHS.erasureRequest(code), { reason: 'Hijacked' }),
  },
];

describe('another account’s id or code is refused with 403 and none of its data', () => {
  test.each(userCalls(0).map((call, index) => [call.name, index] as const))(
    'user asks for another user: %s',
    async (_name, index) => {
      const response = await userCalls(bob.id)[index].send(as.alice);
      expect(response.statusCode).toBe(403);
      for (const secret of BOB_SECRETS) expect(response.body).not.toContain(secret);
      const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, bob.id));
      expect(stored.name).toBe('Bob Secretname');
      expect(await ctx.database.db.select().from(auditLog)).toEqual([]);
    },
  );

  test.each(bdeCalls('').map((call, index) => [call.name, index] as const))(
    'BDE asks for another BDE: %s',
    async (_name, index) => {
      const response = await bdeCalls(ravi.bdeCode)[index].send(as.asha);
      expect(response.statusCode).toBe(403);
      for (const secret of RAVI_SECRETS) expect(response.body).not.toContain(secret);
      const [lead] = await ctx.database.db.select().from(clientInfos).where(eq(clientInfos.id, raviLeadId));
      expect(lead.followUpOn).toBe('2026-01-01');
      expect(await ctx.database.db.select().from(leadFollowUps)).toEqual([]);
    },
  );

  test('a follow-up on another BDE’s lead, sent with one’s own code, is refused and changes nothing', async () => {
    const response = await bdeCalls(asha.bdeCode)
      .find((call) => call.name === 'POST BDEPortal/FollowUps')!
      .send(as.asha);
    expect(response.statusCode).toBe(400);
    for (const secret of RAVI_SECRETS) expect(response.body).not.toContain(secret);
    const [lead] = await ctx.database.db.select().from(clientInfos).where(eq(clientInfos.id, raviLeadId));
    expect(lead.followUpOn).toBe('2026-01-01');
  });

  test('On Hold answers with the caller’s entry only', async () => {
    const response = await as.asha.get(BUSINESS_PATHS.onHold);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(ravi.bdeCode);
    for (const secret of RAVI_SECRETS) expect(response.body).not.toContain(secret);
  });

  test('the hierarchy answers inside the caller’s own downline', async () => {
    expect((await as.asha.get(EXECUTIVE_PATHS.hierarchy(ashaChild.bdeCode))).statusCode).toBe(200);
  });
});

describe('a session of one role gets nothing from the other role’s routes', () => {
  test.each(bdeCalls('').map((call, index) => [call.name, index] as const))(
    'a user on %s',
    async (_name, index) => {
      const response = await bdeCalls(asha.bdeCode)[index].send(as.alice);
      expect([401, 403]).toContain(response.statusCode);
      expect(response.body).not.toContain(asha.email);
    },
  );

  test('a user on On Hold', async () => {
    expect([401, 403]).toContain((await as.alice.get(BUSINESS_PATHS.onHold)).statusCode);
  });

  test.each(userCalls(0).map((call, index) => [call.name, index] as const))(
    'a BDE on %s',
    async (_name, index) => {
      // The BDE's own numeric id, which is also a user id here: a BDE session still may not use it.
      const response = await userCalls(alice.id)[index].send(as.asha);
      expect([401, 403]).toContain(response.statusCode);
      for (const secret of ['Alice Kumari', 'alice@example.com']) expect(response.body).not.toContain(secret);
      expect(await ctx.database.db.select().from(users).where(eq(users.id, alice.id))).toHaveLength(1);
    },
  );
});

describe('no session at all', () => {
  const anonymous = () => ctx.agent();
  test.each([...userCalls(0), ...bdeCalls('')].map((call) => [call.name] as const))(
    '%s is 401',
    async (name) => {
      const call = [...userCalls(alice.id), ...bdeCalls(asha.bdeCode)].find((c) => c.name === name)!;
      expect((await call.send(anonymous())).statusCode).toBe(401);
    },
  );
});
