import { desc, eq } from 'drizzle-orm';
import { BUSINESS_PATHS } from 'shared/contract/business';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { LeadDetailResponse, LeadListItem } from 'shared/contract/staff-inbox-responses';
import type { ListPage } from 'shared/contract/staff-list-responses';
import { auditLog, clientInfos, proposals } from '../../db/schema';
import { insertExecutive, insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';

// Argon2 hashing of each inserted BDE makes set-up slow on a busy machine.
jest.setTimeout(60_000);

let ctx: TestContext;
let asha: Awaited<ReturnType<typeof insertExecutive>>;
let ravi: Awaited<ReturnType<typeof insertExecutive>>;
let clerk: Awaited<ReturnType<typeof insertStaff>>;
let asClerk: TestAgent;
const ids: Record<string, number> = {};

const at = (day: number) => new Date(Date.UTC(2026, 1, day, 6));

const LEAD = {
  companyName: 'Company',
  industryType: 'Retail',
  address: 'Madhapur, Hyderabad',
  email: 'lead@example.com',
  mobile: '9876543210',
  website: 'https://example.in',
  contactPerson: 'Contact',
  teamContact: 'CTO',
  servicesRequired: ['Logo Design'],
  others: '',
  clientDate: '2026-02-01T06:00:00.000Z',
  nextAppointmentDate: '2026-02-20',
  reference: 'A friend',
  note: 'Wants it before Diwali',
  cidServices: 'New Logo',
};

async function insertLead(key: string, values: Partial<typeof clientInfos.$inferInsert>) {
  const [row] = await ctx.database.db
    .insert(clientInfos)
    .values({ ...LEAD, companyName: `Company ${key}`, email: `${key.toLowerCase()}@lead.in`, ...values })
    .returning({ id: clientInfos.id });
  ids[key] = row.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await insertExecutive(ctx, { firstName: 'Asha', middleName: 'K', lastName: 'Rao' });
  ravi = await insertExecutive(ctx, { firstName: 'Ravi', lastName: 'Teja' });
  clerk = await insertStaff(ctx, { role: 'staff', name: 'Bala Staff' });
  asClerk = await signedInAgent(ctx, 'staff', clerk.id);
  await insertLead('A', {
    companyName: 'Charminar Foods',
    contactPerson: 'Imran',
    createdAt: at(1),
    executiveId: asha.id,
    servicesRequired: ['Website Design & Development', 'Digital Marketing'],
  });
  await insertLead('B', { companyName: 'banjara_logistics', createdAt: at(2), status: 'contacted' });
  await insertLead('C', {
    companyName: 'Golconda 100%',
    createdAt: at(3),
    status: 'won',
    executiveId: ravi.id,
  });
  for (const key of ['D', 'E', 'F'])
    await insertLead(key, { createdAt: at(4), mobile: `90000000${key.charCodeAt(0)}` });
  await insertLead('G', {
    companyName: 'Hitech Clinics',
    createdAt: at(5),
    status: 'lost',
    executiveId: asha.id,
  });
  await insertLead('H', { companyName: '', createdAt: at(6), executiveId: ravi.id });
});
afterAll(() => ctx.close());

async function list(query = ''): Promise<ListPage<LeadListItem>> {
  const response = await asClerk.get(`${STAFF_PATHS.leads}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}
const idsOf = (page: ListPage<LeadListItem>) => page.items.map((item) => item.id);
const keys = (...names: string[]) => names.map((name) => ids[name]);

async function walk(params: Record<string, string>, limit: number) {
  const seen: number[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const page = await list(
      `?${new URLSearchParams({ ...params, limit: String(limit), ...(after ? { after } : {}) })}`,
    );
    seen.push(...idsOf(page));
    after = page.next;
    if (!after) return seen;
  }
  throw new Error('the walk did not end');
}

async function badRequestNaming(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect((response.json() as { errors: Record<string, string[]> }).errors).toHaveProperty([field]);
}

const stored = async (id: number) =>
  (await ctx.database.db.select().from(clientInfos).where(eq(clientInfos.id, id)))[0];
const auditRows = (action: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
const proposalsOf = (executiveId: number) =>
  ctx.database.db.select().from(proposals).where(eq(proposals.executiveId, executiveId));

describe('the list', () => {
  test('newest first, each lead with its services, status and BDE', async () => {
    const page = await list();
    expect(idsOf(page)).toEqual(keys('H', 'G', 'F', 'E', 'D', 'C', 'B', 'A'));
    expect(page.items.at(-1)).toEqual({
      id: ids.A,
      companyName: 'Charminar Foods',
      contactPerson: 'Imran',
      email: 'a@lead.in',
      mobile: '9876543210',
      servicesRequired: ['Website Design & Development', 'Digital Marketing'],
      status: 'new',
      bde: { bdeCode: asha.bdeCode, fullName: 'Asha K Rao' },
      createdAt: at(1).toISOString(),
    });
    expect(page.items.find((item) => item.id === ids.B)?.bde).toBeNull();
  });

  test.each([
    ['createdAt', 'desc'],
    ['createdAt', 'asc'],
    ['companyName', 'asc'],
    ['companyName', 'desc'],
    ['status', 'asc'],
    ['status', 'desc'],
  ])(
    'sorted by %s %s, pages of 1, 2 and 3 meet every lead once, in the one-page order',
    async (sort, dir) => {
      const whole = await walk({ sort, dir }, 100);
      expect(new Set(whole).size).toBe(8);
      for (const limit of [1, 2, 3]) expect(await walk({ sort, dir }, limit)).toEqual(whole);
    },
  );

  test('a cursor from another sort is refused', async () => {
    const page = await list('?sort=status&limit=2');
    await badRequestNaming(await asClerk.get(`${STAFF_PATHS.leads}?limit=2&after=${page.next}`), 'after');
  });

  test.each([
    ['charminar', ['A']],
    ['IMRAN', ['A']],
    ['b@lead', ['B']],
    ['9000000068', ['D']],
    ['_', ['B']],
    ['100%', ['C']],
  ])('q=%s finds %j (company, contact person, email, mobile; % and _ literal)', async (q, found) => {
    expect(idsOf(await list(`?q=${encodeURIComponent(q)}`))).toEqual(keys(...found));
  });

  test('filters by status, by a service asked for, and by BDE code or none', async () => {
    expect(idsOf(await list('?status=won'))).toEqual(keys('C'));
    expect(idsOf(await list(`?service=${encodeURIComponent('Digital Marketing')}`))).toEqual(keys('A'));
    expect(idsOf(await list(`?bdeCode=${asha.bdeCode}`))).toEqual(keys('G', 'A'));
    expect(idsOf(await list(`?bdeCode=${asha.bdeCode.toLowerCase()}&status=lost`))).toEqual(keys('G'));
    expect(idsOf(await list('?bdeCode=none'))).toEqual(keys('F', 'E', 'D', 'B'));
    expect(idsOf(await list('?bdeCode=BDE0'))).toEqual([]);
  });

  test.each([
    ['?status=proposal', 'status'],
    ['?service=Catering', 'service'],
    ['?sort=email', 'sort'],
    [`?bdeCode=${'X'.repeat(101)}`, 'bdeCode'],
  ])('%s is a 400 naming %s', async (query, field) => {
    await badRequestNaming(await asClerk.get(`${STAFF_PATHS.leads}${query}`), field);
  });
});

describe('one lead', () => {
  test('every field of the form, its BDE and its notes', async () => {
    await asClerk.postJson(STAFF_PATHS.leadNotes({ leadId: ids.A }), { text: 'Met at their office.' });
    const response = await asClerk.get(STAFF_PATHS.lead({ leadId: ids.A }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      ...LEAD,
      id: ids.A,
      companyName: 'Charminar Foods',
      contactPerson: 'Imran',
      email: 'a@lead.in',
      servicesRequired: ['Website Design & Development', 'Digital Marketing'],
      status: 'new',
      bde: { bdeCode: asha.bdeCode, fullName: 'Asha K Rao' },
      viaLink: false,
      createdAt: at(1).toISOString(),
      notes: [
        {
          id: expect.any(Number),
          text: 'Met at their office.',
          author: { id: clerk.id, name: 'Bala Staff' },
          createdAt: expect.any(String),
        },
      ],
    });
  });

  test('an unknown lead is a 404 that says so; a malformed number a 400 naming leadId', async () => {
    const missing = await asClerk.get(STAFF_PATHS.lead({ leadId: 999_999 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().title).toBe('There is no lead with this number.');
    await badRequestNaming(await asClerk.get(STAFF_PATHS.lead({ leadId: 'x1' })), 'leadId');
  });
});

describe('changing a lead', () => {
  test('moves it along the pipeline and gives it to a BDE by code (any case), audited with before and after', async () => {
    const response = await asClerk.postJson(STAFF_PATHS.lead({ leadId: ids.B }), {
      status: 'contacted',
      bdeCode: ` ${ravi.bdeCode.toLowerCase()} `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'contacted',
      bde: { bdeCode: ravi.bdeCode, fullName: 'Ravi Teja' },
    });
    expect((await stored(ids.B)).executiveId).toBe(ravi.id);
    const [row] = await auditRows('lead.update');
    expect(row).toMatchObject({ staffId: clerk.id, targetType: 'lead', targetId: String(ids.B) });
    expect(JSON.parse(row.detail!)).toEqual({
      before: { status: 'contacted', bdeCode: null },
      after: { status: 'contacted', bdeCode: ravi.bdeCode },
    });
  });

  test("'' takes the lead from its BDE", async () => {
    const response = await asClerk.postJson(STAFF_PATHS.lead({ leadId: ids.B }), { bdeCode: '' });
    expect(response.json()).toMatchObject({ status: 'contacted', bde: null });
    expect((await stored(ids.B)).executiveId).toBeNull();
  });

  test('setting the status it has writes no audit row', async () => {
    const before = await stored(ids.D);
    const audits = (await auditRows('lead.update')).length;
    const response = await asClerk.postJson(STAFF_PATHS.lead({ leadId: ids.D }), { status: before.status });
    expect(response.statusCode).toBe(200);
    expect(await stored(ids.D)).toEqual(before);
    expect(await auditRows('lead.update')).toHaveLength(audits);
  });

  test.each([
    ['an unknown BDE code', 'bdeCode', { bdeCode: 'BDE0' }],
    ['a code with odd characters', 'bdeCode', { bdeCode: 'BDE 1' }],
    ['an unknown status', 'status', { status: 'negotiating' }],
    ['nothing to change', 'body', {}],
    ['a number for the code', 'bdeCode', { bdeCode: 1001 }],
  ])('%s is a 400 naming %s, and nothing is written', async (_what, field, body) => {
    const before = await stored(ids.D);
    const audits = (await auditRows('lead.update')).length;
    await badRequestNaming(await asClerk.postJson(STAFF_PATHS.lead({ leadId: ids.D }), body), field);
    expect(await stored(ids.D)).toEqual(before);
    expect(await auditRows('lead.update')).toHaveLength(audits);
  });

  test('a note on a lead is audited; on an unknown lead it is a 404', async () => {
    const response = await asClerk.postJson(STAFF_PATHS.leadNotes({ leadId: ids.C }), { text: 'Signed.' });
    expect(response.statusCode).toBe(201);
    expect((await auditRows('lead.note'))[0]).toMatchObject({ targetId: String(ids.C) });
    const missing = await asClerk.postJson(STAFF_PATHS.leadNotes({ leadId: 999_999 }), { text: 'Hi' });
    expect(missing.statusCode).toBe(404);
    await badRequestNaming(
      await asClerk.postJson(STAFF_PATHS.leadNotes({ leadId: ids.C }), { text: '' }),
      'text',
    );
  });
});

describe('recording a proposal from a lead', () => {
  test("the BDE's proposal summary counts it at once, and a new lead moves to proposal sent", async () => {
    const bde = await signedInAgent(ctx, 'bde', asha.id);
    const summary = async () => (await bde.get(BUSINESS_PATHS.proposalSummary(asha.bdeCode))).json();
    expect(await summary()).toEqual({ sent: 0, accepted: 0, percentage: 0 });

    const response = await asClerk.postJson(STAFF_PATHS.leadProposal({ leadId: ids.A }), {
      status: 'accepted',
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json() as {
      proposalId: number;
      proposalStatus: string;
      lead: LeadDetailResponse;
    };
    expect(answer.proposalStatus).toBe('accepted');
    expect(answer.lead.status).toBe('proposal sent');
    expect(await summary()).toEqual({ sent: 1, accepted: 1, percentage: 100 });
    expect(await proposalsOf(asha.id)).toEqual([
      expect.objectContaining({ id: answer.proposalId, companyName: 'Charminar Foods', status: 'accepted' }),
    ]);
    const [row] = await auditRows('lead.proposal');
    expect(row).toMatchObject({ staffId: clerk.id, targetType: 'lead', targetId: String(ids.A) });
    expect(JSON.parse(row.detail!)).toEqual({
      proposalId: answer.proposalId,
      bdeCode: asha.bdeCode,
      companyName: 'Charminar Foods',
      status: 'accepted',
      leadStatus: { before: 'new', after: 'proposal sent' },
    });
  });

  test('a lead already won stays won; the status is read as the admin tool reads it', async () => {
    const response = await asClerk.postJson(STAFF_PATHS.leadProposal({ leadId: ids.C }), { status: 'Sent' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ proposalStatus: 'sent', lead: { status: 'won' } });
  });

  test('a lead without a BDE is a 400 that says to assign one first, naming bdeCode; nothing is written', async () => {
    const audits = (await auditRows('lead.proposal')).length;
    const response = await asClerk.postJson(STAFF_PATHS.leadProposal({ leadId: ids.D }), { status: 'sent' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: 'Assign this lead to a BDE first.',
      status: 400,
      errors: { bdeCode: ['Assign this lead to a BDE first.'] },
    });
    expect((await stored(ids.D)).status).toBe('new');
    expect(await auditRows('lead.proposal')).toHaveLength(audits);
  });

  test('a lead without a company name cannot give a proposal one', async () => {
    const before = (await proposalsOf(ravi.id)).length;
    await badRequestNaming(
      await asClerk.postJson(STAFF_PATHS.leadProposal({ leadId: ids.H }), { status: 'sent' }),
      'companyName',
    );
    expect(await proposalsOf(ravi.id)).toHaveLength(before);
    expect((await stored(ids.H)).status).toBe('new');
  });

  test.each([
    ['an unknown status', { status: 'maybe' }],
    ['no status', {}],
  ])('%s is a 400 naming status', async (_what, body) => {
    await badRequestNaming(
      await asClerk.postJson(STAFF_PATHS.leadProposal({ leadId: ids.A }), body),
      'status',
    );
  });

  test('an unknown lead is a 404', async () => {
    const response = await asClerk.postJson(STAFF_PATHS.leadProposal({ leadId: 999_999 }), {
      status: 'sent',
    });
    expect(response.statusCode).toBe(404);
  });
});
