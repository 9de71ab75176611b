import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BDE_PORTAL_PATHS } from 'shared/contract/bde-portal';
import type { BdeLeadsResponse } from 'shared/contract/bde-portal-responses';
import { CLIENT_INFO_PATH } from 'shared/contract/client-info';
import { CONTACT_PATH } from 'shared/contract/contact';
import { REFERRAL_COOKIE_DAYS, REFERRAL_PATHS } from 'shared/contract/referral-link';
import type { ReferralStatsResponse } from 'shared/contract/referral-link-responses';
import { USER_PATHS } from 'shared/contract/user';
import { nextTestIdentity } from 'shared/test/test-identities';
import { clientInfos, contactMessages, executives, referralVisits, users } from '../../db/schema';
import { STAFF_PATHS } from 'shared/contract/staff';
import { insertExecutive, insertStaff, insertUser, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { PDF, PNG, postRegistration, validFields } from '../executives/registration-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
let bde: { id: number; bdeCode: string };
let other: { id: number; bdeCode: string };
beforeAll(async () => {
  ctx = await createTestApp();
  bde = await insertExecutive(ctx);
  other = await insertExecutive(ctx);
});
afterAll(() => ctx.close());

let lastAddress = 0;
const fromNewClient = () => `10.9.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

async function linkOf(executiveId: number): Promise<string> {
  const agent = await signedInAgent(ctx, 'bde', executiveId);
  const response = await agent.get(REFERRAL_PATHS.link);
  expect(response.statusCode).toBe(200);
  return response.json<{ url: string }>().url;
}

/** A visitor's browser that followed the link (its path), from an address of its own. */
async function visitorThrough(url: string, remoteAddress = fromNewClient()) {
  const agent = ctx.agent();
  const path = url.startsWith('/') ? url : new URL(url).pathname;
  const response = await agent.request({ method: 'GET', url: path, remoteAddress });
  return { agent, response };
}

/** The link with one character of its signature changed. */
function tampered(url: string): string {
  const last = url.at(-1)!;
  return url.slice(0, -1) + (last === 'A' ? 'B' : 'A');
}

const visits = async (executiveId: number) =>
  (await ctx.database.db.select().from(referralVisits).where(eq(referralVisits.executiveId, executiveId)))
    .length;

const lead = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Sri Lakshmi Textiles',
  industryType: 'Retail',
  address: '12-4 Begum Bazaar, Hyderabad',
  email: 'owner@srilakshmi.example',
  mobile: '9848012345',
  website: 'srilakshmi.example',
  contactPerson: 'Lakshmi Prasad',
  teamContact: 'Owner',
  servicesRequired: ['Logo Design'],
  others: '',
  date: '2024-03-05T10:15:00.000Z',
  nextAppointmentDate: '',
  reference: '',
  note: '',
  bdeCode: '',
  cidServices: '',
  ...overrides,
});

async function sendLead(agent: TestAgent, body = lead()) {
  const response = await agent.request({
    method: 'POST',
    url: CLIENT_INFO_PATH,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    remoteAddress: fromNewClient(),
  });
  expect(response.statusCode).toBe(201);
  const [row] = await ctx.database.db
    .select()
    .from(clientInfos)
    .where(eq(clientInfos.id, response.json<{ id: number }>().id));
  return row;
}

describe('the link', () => {
  test("is the site's address, /r/ and a signed token of the BDE's code", async () => {
    const url = await linkOf(bde.id);
    expect(url).toMatch(new RegExp(`^${ctx.config.publicOrigin}/r/${bde.bdeCode}\\.[A-Za-z0-9_-]{24}$`));
  });

  test('is refused to visitors (401), users and staff (403)', async () => {
    expect((await ctx.agent().get(REFERRAL_PATHS.link)).statusCode).toBe(401);
    const user = await insertUser(ctx);
    expect((await (await signedInAgent(ctx, 'user', user.id)).get(REFERRAL_PATHS.link)).statusCode).toBe(403);
    expect((await ctx.agent().get(REFERRAL_PATHS.stats)).statusCode).toBe(401);
  });

  test('followed, sets a 30-day HttpOnly first-party cookie, records one visit and lands on the site', async () => {
    const before = await visits(bde.id);
    const { response } = await visitorThrough(await linkOf(bde.id));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const cookie = response.cookies.find((c) => c.name === 'bde-referral');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: REFERRAL_COOKIE_DAYS * 24 * 60 * 60,
    });
    expect(await visits(bde.id)).toBe(before + 1);
    const [row] = await ctx.database.db.select().from(referralVisits).orderBy(referralVisits.id).limit(1);
    expect(Object.keys(row).sort()).toEqual(['executiveId', 'id', 'visitedAt']);
  });

  test('with any character changed lands on the site with no cookie and no visit', async () => {
    const path = new URL(await linkOf(bde.id)).pathname;
    const before = await visits(bde.id);
    const changedCode = path.replace(`/r/${bde.bdeCode}`, `/r/${bde.bdeCode.toLowerCase()}`);
    for (const wrong of [tampered(path), changedCode, `${path}x`, path.replace('.', '')]) {
      const { response } = await visitorThrough(wrong);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(response.cookies).toEqual([]);
    }
    expect(await visits(bde.id)).toBe(before);
  });

  test('sends on only to known pages of the site (`to`), never elsewhere', async () => {
    const path = new URL(await linkOf(bde.id)).pathname;
    const go = async (to: string) =>
      (await ctx.agent().request({ method: 'GET', url: `${path}?to=${encodeURIComponent(to)}` })).headers
        .location;
    expect(await go('/bdeRegister')).toBe('/bdeRegister');
    expect(await go('/clientInfo')).toBe('/clientInfo');
    expect(await go('https://evil.example/')).toBe('/');
    expect(await go('//evil.example')).toBe('/');
  });

  test('records at most five visits in 15 minutes from one client address', async () => {
    const url = await linkOf(other.id);
    const before = await visits(other.id);
    for (let i = 0; i < 14; i += 1) await visitorThrough(url, '10.99.0.1');
    expect(await visits(other.id)).toBe(before + 5);
  });
});

describe('what a visitor through the link sends', () => {
  test('a client form is a lead credited to the BDE, via the link', async () => {
    const { agent } = await visitorThrough(await linkOf(bde.id));
    const row = await sendLead(agent);
    expect(row).toMatchObject({ executiveId: bde.id, viaLink: true });
    // In the BDE's Leads, marked as the link's.
    const own = await signedInAgent(ctx, 'bde', bde.id);
    const leads = await own.get(`${BDE_PORTAL_PATHS.leads(bde.bdeCode)}&limit=100`);
    expect(leads.json<BdeLeadsResponse>().items.find((item) => item.id === row!.id)).toMatchObject({
      viaLink: true,
    });
  });

  test('a burst of client forms through the link, each with its Idempotency-Key, is all recorded', async () => {
    // The referrer is read before the key's transaction: read from inside it, each request would hold
    // two of the pool's connections, and a burst of sends would wait on each other until they failed.
    const { agent } = await visitorThrough(await linkOf(bde.id));
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        agent.request({
          method: 'POST',
          url: CLIENT_INFO_PATH,
          payload: JSON.stringify(lead({ companyName: `Burst ${n}` })),
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          remoteAddress: fromNewClient(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(24).fill(201));
  });

  test("an erased or rejected BDE's link credits no one", async () => {
    const gone = await insertExecutive(ctx);
    const url = await linkOf(gone.id);
    await ctx.database.db
      .update(executives)
      .set({ reviewStatus: 'rejected' })
      .where(eq(executives.id, gone.id));
    const { agent } = await visitorThrough(url);
    expect(await sendLead(agent)).toMatchObject({ executiveId: null, viaLink: false });
  });

  test("staff see the lead as via the BDE's link, until it is given to another BDE", async () => {
    const { agent } = await visitorThrough(await linkOf(bde.id));
    const row = await sendLead(agent);
    const staff = await signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id);
    const lead = await staff.get(STAFF_PATHS.lead({ leadId: row.id }));
    expect(lead.json()).toMatchObject({ bde: { bdeCode: bde.bdeCode }, viaLink: true });
    const moved = await staff.postJson(STAFF_PATHS.lead({ leadId: row.id }), { bdeCode: other.bdeCode });
    expect(moved.statusCode).toBeLessThan(300);
    expect((await staff.get(STAFF_PATHS.lead({ leadId: row.id }))).json()).toMatchObject({
      bde: { bdeCode: other.bdeCode },
      viaLink: false,
    });
  });

  test('through a changed link, the lead credits no one', async () => {
    const { agent } = await visitorThrough(tampered(await linkOf(bde.id)));
    expect(await sendLead(agent)).toMatchObject({ executiveId: null, viaLink: false });
  });

  test('a forged cookie credits no one', async () => {
    const agent = ctx.agent();
    agent.cookies.set('bde-referral', `${bde.bdeCode}.${'A'.repeat(24)}`);
    expect(await sendLead(agent)).toMatchObject({ executiveId: null, viaLink: false });
  });

  test("the BDE's own session still credits as before, not via the link", async () => {
    const agent = await signedInAgent(ctx, 'bde', other.id);
    agent.cookies.set('bde-referral', new URL(await linkOf(bde.id)).pathname.slice(3));
    const row = await sendLead(agent, lead({ bdeCode: other.bdeCode }));
    expect(row).toMatchObject({ executiveId: other.id, viaLink: false });
  });

  test('a contact message carries the referring BDE for staff', async () => {
    const { agent } = await visitorThrough(await linkOf(bde.id));
    const response = await agent.request({
      method: 'POST',
      url: CONTACT_PATH,
      payload: JSON.stringify({
        name: 'Meena Iyer',
        contactNumber: '+91 98480 12345',
        email: 'meena@example.in',
        message: 'We need a booking website for our clinic.',
        websiteUrl: '',
      }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: fromNewClient(),
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json<{ id: number }>().id));
    expect(row.referredById).toBe(bde.id);
    const staff = await signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id);
    const detail = await staff.get(STAFF_PATHS.message({ messageId: row.id }));
    expect(detail.json()).toMatchObject({ referredBy: { bdeCode: bde.bdeCode } });
  });

  test('a user sign-up carries the referring BDE for staff', async () => {
    const { agent } = await visitorThrough(await linkOf(bde.id));
    const response = await agent.request({
      method: 'POST',
      url: USER_PATHS.register,
      payload: new URLSearchParams({
        Name: 'Asha Rao',
        EmailAddress: 'asha.link@example.com',
        Password: 'a long passphrase',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: fromNewClient(),
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.id, response.json<{ userId: number }>().userId));
    expect(row.referredById).toBe(bde.id);
  });

  test('the registration page is told the referrer; a registration without one gets it, via the link', async () => {
    const { agent } = await visitorThrough(await linkOf(bde.id));
    expect((await agent.get(REFERRAL_PATHS.referrer)).json()).toEqual({ bdeCode: bde.bdeCode });
    expect((await ctx.agent().get(REFERRAL_PATHS.referrer)).json()).toEqual({ bdeCode: null });
    const identity = nextTestIdentity();
    const response = await postRegistration(
      agent,
      validFields({
        UserName: 'linked.bde',
        Email: 'linked.bde@example.com',
        AadharNumber: identity.aadhar,
        Pannumber: identity.pan,
        RefferedByBdecode: '',
      }),
      {
        AadharCopy: { content: PDF, name: 'aadhaar.pdf', type: 'application/pdf' },
        PanCopy: { content: PNG, name: 'pan.png', type: 'image/png' },
      },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(executives)
      .where(eq(executives.bdeCode, response.json<{ bdeCode: string }>().bdeCode));
    expect(row).toMatchObject({ referredById: bde.id, referredViaLink: true });
  });

  test('a referral code the registrant typed is kept, and is not counted to the link', async () => {
    const { agent } = await visitorThrough(await linkOf(bde.id));
    const identity = nextTestIdentity();
    const response = await postRegistration(
      agent,
      validFields({
        UserName: 'typed.bde',
        Email: 'typed.bde@example.com',
        AadharNumber: identity.aadhar,
        Pannumber: identity.pan,
        RefferedByBdecode: other.bdeCode,
      }),
      {
        AadharCopy: { content: PDF, name: 'aadhaar.pdf', type: 'application/pdf' },
        PanCopy: { content: PNG, name: 'pan.png', type: 'image/png' },
      },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(executives)
      .where(eq(executives.bdeCode, response.json<{ bdeCode: string }>().bdeCode));
    expect(row).toMatchObject({ referredById: other.id, referredViaLink: false });
  });
});

test('staff (office) see the same weeks per BDE; a BDE cannot ask for them', async () => {
  const url = await linkOf(other.id);
  await visitorThrough(url);
  const staff = await signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id);
  const asStaff = await staff.get(REFERRAL_PATHS.staffWeeks({ bdeCode: other.bdeCode }));
  expect(asStaff.statusCode).toBe(200);
  const asBde = await (await signedInAgent(ctx, 'bde', other.id)).get(REFERRAL_PATHS.stats);
  expect(asStaff.json()).toEqual(asBde.json());
  expect((await staff.get(REFERRAL_PATHS.staffWeeks({ bdeCode: 'BDE000000' }))).statusCode).toBe(404);
  const bdeAsking = await signedInAgent(ctx, 'bde', other.id);
  expect((await bdeAsking.get(REFERRAL_PATHS.staffWeeks({ bdeCode: other.bdeCode }))).statusCode).toBe(403);
});

test("the BDE's weekly counts: visits and what came of them, this week last", async () => {
  const fresh = await insertExecutive(ctx);
  const url = await linkOf(fresh.id);
  const { agent } = await visitorThrough(url);
  await visitorThrough(url);
  await sendLead(agent);
  await sendLead(agent);
  // Last week's visit, eight days ago.
  await ctx.database.db
    .insert(referralVisits)
    .values({ executiveId: fresh.id, visitedAt: new Date(ctx.clock.now - 8 * 24 * 60 * 60 * 1000) });
  const stats = await (await signedInAgent(ctx, 'bde', fresh.id)).get(REFERRAL_PATHS.stats);
  expect(stats.statusCode).toBe(200);
  const { weeks } = stats.json<ReferralStatsResponse>();
  expect(weeks).toHaveLength(12);
  expect(weeks.at(-1)).toMatchObject({ visits: 2, leads: 2, registrations: 0, messages: 0, signUps: 0 });
  expect(weeks.reduce((sum, week) => sum + week.visits, 0)).toBe(3);
  expect(new Date(`${weeks.at(-1)!.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
});
