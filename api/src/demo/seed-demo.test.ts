import { sql } from 'drizzle-orm';
import type { BdeEarningsResponse, StatementResponse } from 'shared/contract/bde-earnings-responses';
import { BUSINESS_PATHS } from 'shared/contract/business';
import { BDE_EARNINGS_PATHS } from 'shared/contract/earnings';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { LEAD_STATUSES, MESSAGE_STATUSES, STAFF_PATHS } from 'shared/contract/staff';
import { clientInfos, contactMessages, executiveDocuments, newsletterSubscribers } from '../db/schema';
import { tdsOnCredit } from '../earnings/payouts/tds';
import { base32Decode, totpCode } from '../accounts/staff/totp';
import { createTestApp, type TestContext } from '../test/test-app';
import { DEMO_STAFF, formatStaffSignIns, seedDemoBackOffice, type DemoStaffSignIn } from './demo-back-office';
import { DEMO_BDES, DEMO_PASSWORD } from './demo-data';
import { formatSignIns, seedDemo, type DemoSignIn } from './seed-demo';

jest.setTimeout(120_000);

let ctx: TestContext;
let signIns: DemoSignIn[];
let staffSignIns: DemoStaffSignIn[];

beforeAll(async () => {
  ctx = await createTestApp();
  signIns = await seedDemo({ db: ctx.database.db, ...ctx.identity });
  staffSignIns = await seedDemoBackOffice(
    {
      db: ctx.database.db,
      cryptoBox: ctx.identity.cryptoBox,
      notices: { staffAddress: 'office@example.in', publicOrigin: 'http://localhost' },
    },
    ctx.clock.now,
  );
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

describe('the back office demo', () => {
  test('the demo admin and staff member sign in with the printed password and an authenticator code', async () => {
    expect(staffSignIns.map((s) => [s.email, s.role])).toEqual([
      ['admin@demo.deccanstack.in', 'admin'],
      ['staff@demo.deccanstack.in', 'staff'],
    ]);
    for (const member of staffSignIns) {
      const secret = base32Decode(member.totpSecret)!;
      expect(secret).toHaveLength(20);
      const agent = ctx.agent();
      const response = await agent.postJson(STAFF_PATHS.login, {
        email: member.email,
        password: member.password,
        code: totpCode(secret, ctx.clock.now),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ role: member.role, recoveryCodesLeft: 10 });
    }
    // A printed recovery code works too.
    const withRecovery = await ctx.agent().postJson(STAFF_PATHS.login, {
      email: staffSignIns[0].email,
      password: DEMO_PASSWORD,
      code: staffSignIns[0].recoveryCodes[0],
    });
    expect(withRecovery.statusCode).toBe(200);
  });

  test('what is printed names the sign-in, the password and the fixed secret, marked as the demo', () => {
    const printed = formatStaffSignIns(staffSignIns);
    expect(printed).toMatch(
      new RegExp(
        `^admin@demo\\.deccanstack\\.in +${DEMO_PASSWORD} +admin +Priya Sharma +${DEMO_STAFF[0].totpSecret}$`,
        'm',
      ),
    );
    expect(printed).toContain(staffSignIns[0].recoveryCodes[1]);
  });

  async function countBy(table: typeof contactMessages | typeof clientInfos, column: 'status') {
    const rows = await ctx.database.db
      .select({ value: table[column], n: sql<number>`count(*)::int` })
      .from(table)
      .groupBy(table[column]);
    return Object.fromEntries(rows.map((row) => [row.value, row.n]));
  }

  test('there are messages, leads and subscribers to work on, in every status', async () => {
    const messages = await countBy(contactMessages, 'status');
    expect(Object.keys(messages).sort()).toEqual([...MESSAGE_STATUSES].sort());
    expect(Object.values(messages).reduce((a, b) => a + b)).toBe(30);
    const leads = await countBy(clientInfos, 'status');
    expect(Object.keys(leads).sort()).toEqual([...LEAD_STATUSES].sort());
    expect(Object.values(leads).reduce((a, b) => a + b)).toBe(30);
    const [withBde] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clientInfos)
      .where(sql`${clientInfos.executiveId} is not null`);
    expect(withBde.n).toBe(20);
    const [subscribers] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterSubscribers);
    expect(subscribers.n).toBe(40);
    // This week and last both have some.
    const [recent] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(
        sql`${contactMessages.createdAt} > ${new Date(ctx.clock.now - 7 * 24 * 60 * 60 * 1000).toISOString()}`,
      );
    expect(recent.n).toBeGreaterThan(0);
    expect(recent.n).toBeLessThan(30);
  });

  test('every demo BDE has an Aadhaar and a PAN copy for staff to review', async () => {
    const copies = await ctx.database.db
      .select({ kind: executiveDocuments.kind, mimeType: executiveDocuments.mimeType })
      .from(executiveDocuments);
    expect(copies).toHaveLength(DEMO_BDES.length * 2);
    expect(new Set(copies.map((copy) => copy.mimeType))).toEqual(new Set(['application/pdf']));
  });
});

describe('the earnings demo', () => {
  test('is what the ledger makes: shares of the plan, TDS by the rules, a paid payout, every status', async () => {
    const { agent, bdeCode } = await signIn('asha.rao');
    const earnings: BdeEarningsResponse = (await agent.get(BDE_EARNINGS_PATHS.earnings(bdeCode))).json();
    const [payout] = earnings.payouts;
    expect(earnings.payouts).toHaveLength(1);
    expect(payout).toMatchObject({ utr: 'HDFCR52026DEMO0001', status: 'paid', grossPaise: 22_000_00 });
    // Her first approval takes the year past the threshold; her documents await review, which does not
    // raise the rate (her PAN is not recorded invalid or inoperative).
    const tds = tdsOnCredit({
      creditedOn: payout.payoutOn, // approved three weeks before, under the same rule
      creditPaise: payout.grossPaise,
      yearCreditedBeforePaise: 0,
      yearTaxedBeforePaise: 0,
      hasValidPan: true,
    });
    expect(tds.tdsPaise).toBeGreaterThan(0);
    expect(payout).toMatchObject({ tdsPaise: tds.tdsPaise, netPaise: payout.grossPaise - tds.tdsPaise });

    const lines = earnings.lines.map((line) => [line.level, line.amountPaise, line.status]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [0, 22_000_00, 'paid'],
        [0, 600_00, 'declined'],
        [0, 9_250_00, 'approved'],
        [0, 4_625_03, 'pending'], // 5% of ₹92,500.50, rounded half-up
        [0, 2_500_00, 'held'],
        [1, 1_500_00, 'pending'], // 2% of Bala's ₹75,000
        [0, -2_000_00, 'pending'], // the refund of ₹40,000 takes back its 5%
      ]),
    );
    const owed = earnings.lines
      .filter((line) => ['pending', 'approved', 'held'].includes(line.status))
      .reduce((sum, line) => sum + line.amountPaise, 0);
    expect(earnings.owedPaise).toBe(owed);
    const statement: StatementResponse = (
      await agent.get(`${BDE_EARNINGS_PATHS.statement(bdeCode)}&month=${earnings.month}&format=json`)
    ).json();
    expect(statement.closingPaise).toBe(owed);
  });
});
