import { eq } from 'drizzle-orm';
import { BDE_PORTAL_PATHS } from 'shared/contract/bde-portal';
import { FOLLOW_UP_MESSAGES } from 'shared/contract/bde-follow-up-schema';
import type { LeadStatus } from 'shared/contract/staff';
import { clientInfos, leadFollowUps } from '../../db/schema';
import { addProject } from '../business/project-service';
import { addProposal } from '../proposals/proposal-service';
import { insertExecutive, insertLead, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';

jest.setTimeout(60_000);

let ctx: TestContext;
let asha: Awaited<ReturnType<typeof insertExecutive>>;
let ravi: Awaited<ReturnType<typeof insertExecutive>>;
let empty: Awaited<ReturnType<typeof insertExecutive>>;
let as: { asha: TestAgent; empty: TestAgent };

/** Now, for every test: 10 March 2026, 10:00 in India (04:30 UTC). */
const NOW = Date.UTC(2026, 2, 10, 4, 30);
/** An instant given in India's local time. */
const india = (iso: string) => new Date(`${iso}+05:30`);

async function lead(
  executiveId: number | null,
  companyName: string,
  {
    status = 'new',
    services = ['Software Development'],
    reference = '',
    followUpOn = null,
    createdAt = india('2026-03-01T12:00:00'),
  }: {
    status?: LeadStatus;
    services?: string[];
    reference?: string;
    followUpOn?: string | null;
    createdAt?: Date;
  } = {},
) {
  const row = await insertLead(ctx, {
    companyName,
    email: `${companyName.replace(/\W/g, '').toLowerCase()}@example.com`,
    mobile: '9876543210',
    contactPerson: `Contact of ${companyName}`,
    servicesRequired: services,
    nextAppointmentDate: followUpOn ?? '',
    followUpOn,
    reference,
    executiveId,
    status,
    createdAt,
  });
  return row.id;
}

let openLead: number;
let raviLead: number;
let todayLead: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = NOW;
  asha = await insertExecutive(ctx, { firstName: 'Asha' });
  ravi = await insertExecutive(ctx, { firstName: 'Ravi', email: 'ravi.secret@example.com' });
  empty = await insertExecutive(ctx, { firstName: 'Nobody' });
  const db = ctx.database.db;
  openLead = await lead(asha.id, 'Overdue Co', {
    status: 'contacted',
    followUpOn: '2026-03-09',
    reference: 'Referral',
  });
  todayLead = await lead(asha.id, 'Today Co', {
    followUpOn: '2026-03-10',
    services: ['Logo Design', 'Software Development'],
  });
  await lead(asha.id, 'Later Co', {
    status: 'proposal sent',
    followUpOn: '2026-04-01',
    reference: ' Referral ',
  });
  await lead(asha.id, 'Won Co', {
    status: 'won',
    followUpOn: '2026-03-01',
    reference: 'Event',
    // The first instant of March in India: still February in UTC.
    createdAt: india('2026-03-01T00:00:00'),
  });
  await lead(asha.id, 'Lost Co', { status: 'lost', createdAt: india('2026-02-28T23:59:59') });
  raviLead = await lead(ravi.id, 'Ravi Secret Lead', { followUpOn: '2026-03-10' });
  await lead(null, 'Nobody’s Lead');
  // Projects and proposals across the month boundary, in India time.
  await addProject(db, {
    executiveId: asha.id,
    companyName: 'won co ',
    amountPaise: 10_000_00,
    status: 'Active',
    createdAt: india('2026-02-28T23:59:59'),
  });
  await addProject(db, {
    executiveId: asha.id,
    companyName: 'Fresh Client',
    amountPaise: 2_500_50,
    status: 'Completed',
    createdAt: india('2026-03-01T00:00:00'),
  });
  await addProject(db, {
    executiveId: asha.id,
    companyName: 'Too Old',
    amountPaise: 99_00,
    status: 'Completed',
    createdAt: india('2025-03-31T23:59:59'),
  });
  for (const [status, at] of [
    ['sent', '2026-01-15T10:00:00'],
    ['accepted', '2026-01-20T10:00:00'],
    ['accepted', '2026-03-01T00:00:01'],
  ] as const) {
    await addProposal(db, {
      executiveId: asha.id,
      companyName: `Proposal ${at}`,
      status,
      createdAt: india(at),
    });
  }
  as = { asha: await signedInAgent(ctx, 'bde', asha.id), empty: await signedInAgent(ctx, 'bde', empty.id) };
});
afterAll(() => ctx.close());

describe('Leads', () => {
  test('lists only the BDE’s own leads, newest first, searchable and filtered by status', async () => {
    const response = await as.asha.get(BDE_PORTAL_PATHS.leads(asha.bdeCode));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json();
    // Three share an instant: the later row first.
    expect(page.items.map((item: { companyName: string }) => item.companyName)).toEqual([
      'Later Co',
      'Today Co',
      'Overdue Co',
      'Won Co',
      'Lost Co',
    ]);
    expect(response.body).not.toContain('Ravi Secret Lead');
    expect(response.body).not.toContain('Nobody’s Lead');
    const searched = (await as.asha.get(`${BDE_PORTAL_PATHS.leads(asha.bdeCode)}&q=later`)).json();
    expect(searched.items.map((item: { companyName: string }) => item.companyName)).toEqual(['Later Co']);
    const won = (await as.asha.get(`${BDE_PORTAL_PATHS.leads(asha.bdeCode)}&status=won`)).json();
    expect(won.items).toEqual([
      expect.objectContaining({
        companyName: 'Won Co',
        status: 'won',
        reference: 'Event',
        nextFollowUp: '2026-03-01',
      }),
    ]);
  });

  test('pages by cursor without repeating or skipping a lead', async () => {
    const first = (await as.asha.get(`${BDE_PORTAL_PATHS.leads(asha.bdeCode)}&limit=2`)).json();
    expect(first.items).toHaveLength(2);
    const seen = [...first.items];
    let next = first.next;
    while (next) {
      const page = (
        await as.asha.get(`${BDE_PORTAL_PATHS.leads(asha.bdeCode)}&limit=2&after=${next}`)
      ).json();
      seen.push(...page.items);
      next = page.next;
    }
    expect(new Set(seen.map((item: { id: number }) => item.id)).size).toBe(5);
  });

  test('a bad filter is a 400 naming it', async () => {
    const response = await as.asha.get(`${BDE_PORTAL_PATHS.leads(asha.bdeCode)}&status=maybe`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain('status');
  });
});

test('Clients are won leads and companies with projects, one row per company', async () => {
  const { clients } = (await as.asha.get(BDE_PORTAL_PATHS.clients(asha.bdeCode))).json();
  expect(clients).toEqual([
    {
      companyName: 'Fresh Client',
      since: india('2026-03-01T00:00:00').toISOString(),
      wonLeads: 0,
      projects: 1,
      revenue: 2_500.5,
    },
    {
      companyName: 'won co ',
      since: india('2026-02-28T23:59:59').toISOString(),
      wonLeads: 1,
      projects: 1,
      revenue: 10_000,
    },
    {
      companyName: 'Too Old',
      since: india('2025-03-31T23:59:59').toISOString(),
      wonLeads: 0,
      projects: 1,
      revenue: 99,
    },
  ]);
});

describe('Follow-ups', () => {
  test('open leads fall into overdue, today and upcoming by India’s date; won and lost ones have none', async () => {
    const body = (await as.asha.get(BDE_PORTAL_PATHS.followUps(asha.bdeCode))).json();
    expect(body.today).toBe('2026-03-10');
    const names = (items: Array<{ companyName: string }>) => items.map((item) => item.companyName);
    expect(names(body.overdue)).toEqual(['Overdue Co']);
    expect(names(body.dueToday)).toEqual(['Today Co']);
    expect(names(body.upcoming)).toEqual(['Later Co']);
  });

  test('done with a note clears the date; a new date moves it; the note shows next time', async () => {
    const done = await as.asha.postJson(BDE_PORTAL_PATHS.followUps(asha.bdeCode), {
      leadId: openLead,
      action: 'reschedule',
      nextDate: '2026-03-12',
      note: 'Asked to call on Thursday.',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ leadId: openLead, nextFollowUp: '2026-03-12' });
    const body = (await as.asha.get(BDE_PORTAL_PATHS.followUps(asha.bdeCode))).json();
    expect(body.overdue).toEqual([]);
    expect(body.upcoming[0]).toMatchObject({
      companyName: 'Overdue Co',
      dueDate: '2026-03-12',
      lastNote: 'Asked to call on Thursday.',
    });
    const finished = await as.asha.postJson(BDE_PORTAL_PATHS.followUps(asha.bdeCode), {
      leadId: openLead,
      action: 'done',
      note: 'Sent the quote.',
    });
    expect(finished.json()).toEqual({ leadId: openLead, nextFollowUp: null });
    const after = (await as.asha.get(BDE_PORTAL_PATHS.followUps(asha.bdeCode))).json();
    expect(after.upcoming.map((item: { leadId: number }) => item.leadId)).not.toContain(openLead);
    // Each lead shows its own latest note, not another lead's.
    await as.asha.postJson(BDE_PORTAL_PATHS.followUps(asha.bdeCode), {
      leadId: todayLead,
      action: 'reschedule',
      nextDate: '2026-03-20',
      note: 'Today Co wants a demo.',
    });
    const notes = (await as.asha.get(BDE_PORTAL_PATHS.followUps(asha.bdeCode))).json();
    expect(
      notes.upcoming.map((item: { companyName: string; lastNote: string | null }) => [
        item.companyName,
        item.lastNote,
      ]),
    ).toEqual([
      ['Today Co', 'Today Co wants a demo.'],
      ['Later Co', null],
    ]);
    const recorded = await ctx.database.db
      .select()
      .from(leadFollowUps)
      .where(eq(leadFollowUps.leadId, openLead));
    expect(recorded.map((row) => [row.action, row.note])).toEqual([
      ['reschedule', 'Asked to call on Thursday.'],
      ['done', 'Sent the quote.'],
    ]);
  });

  test.each([
    [{ action: 'done', note: '' }, 'note', FOLLOW_UP_MESSAGES.noteRequired],
    [{ action: 'reschedule', note: '' }, 'nextDate', FOLLOW_UP_MESSAGES.nextDateRequired],
    [{ action: 'reschedule', nextDate: '2026-03-09' }, 'nextDate', FOLLOW_UP_MESSAGES.nextDateNotPast],
    [{ action: 'reschedule', nextDate: '2026-02-30' }, 'nextDate', FOLLOW_UP_MESSAGES.date],
    [{ action: 'later', note: 'x' }, 'action', FOLLOW_UP_MESSAGES.chooseAction],
  ])('%j is a 400 naming %s, and nothing changes', async (fields, field, message) => {
    const before = await ctx.database.db.select().from(leadFollowUps);
    const response = await as.asha.postJson(BDE_PORTAL_PATHS.followUps(asha.bdeCode), {
      leadId: openLead,
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
    expect(await ctx.database.db.select().from(leadFollowUps)).toEqual(before);
  });

  test('another BDE’s lead is refused like one that does not exist, and is left as it was', async () => {
    const response = await as.asha.postJson(BDE_PORTAL_PATHS.followUps(asha.bdeCode), {
      leadId: raviLead,
      action: 'done',
      note: 'Hijack',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.leadId).toEqual([FOLLOW_UP_MESSAGES.leadNotFound]);
    const [row] = await ctx.database.db.select().from(clientInfos).where(eq(clientInfos.id, raviLead));
    expect(row.followUpOn).toBe('2026-03-10');
  });
});

test('Proposals lists each proposal with its status and date, newest first', async () => {
  const { proposals } = (await as.asha.get(BDE_PORTAL_PATHS.proposals(asha.bdeCode))).json();
  expect(proposals.map((p: { status: string; createdDate: string }) => [p.status, p.createdDate])).toEqual([
    ['accepted', india('2026-03-01T00:00:01').toISOString()],
    ['accepted', india('2026-01-20T10:00:00').toISOString()],
    ['sent', india('2026-01-15T10:00:00').toISOString()],
  ]);
});

test('Overview counts the funnel, services, sources and clients from the BDE’s own leads', async () => {
  const body = (await as.asha.get(BDE_PORTAL_PATHS.overview(asha.bdeCode))).json();
  expect(body).toEqual({
    hasData: true,
    leads: 5,
    newLeads: 1,
    clients: 3,
    // Fresh Client's first project came on 1 March 00:00 India time; won co's on 28 February.
    newClients: 1,
    funnel: [
      { status: 'new', leads: 1 },
      { status: 'contacted', leads: 1 },
      { status: 'proposal sent', leads: 1 },
      { status: 'won', leads: 1 },
      { status: 'lost', leads: 1 },
    ],
    services: [
      { service: 'Software Development', leads: 5 },
      { service: 'Logo Design', leads: 1 },
    ],
    sources: [
      { source: 'Not given', leads: 2 },
      { source: 'Referral', leads: 2 },
      { source: 'Event', leads: 1 },
    ],
  });
});

test('Reports bucket revenue and proposals by India month over the last 12, and the conversion rate', async () => {
  const body = (await as.asha.get(BDE_PORTAL_PATHS.reports(asha.bdeCode))).json();
  expect(body.months).toHaveLength(12);
  expect(body.months[0].month).toBe('2025-04');
  expect(body.months[11].month).toBe('2026-03');
  const month = (key: string) => body.months.find((row: { month: string }) => row.month === key);
  expect(month('2026-02')).toEqual({
    month: '2026-02',
    revenue: 10_000,
    proposalsSent: 0,
    proposalsAccepted: 0,
  });
  expect(month('2026-03')).toEqual({
    month: '2026-03',
    revenue: 2_500.5,
    proposalsSent: 1,
    proposalsAccepted: 1,
  });
  expect(month('2026-01')).toEqual({ month: '2026-01', revenue: 0, proposalsSent: 2, proposalsAccepted: 1 });
  // The project of 31 March 2025 (India) is outside the 12 months.
  expect(body.revenue).toBe(12_500.5);
  expect(body.proposalsSent).toBe(3);
  expect(body.proposalsAccepted).toBe(2);
  expect(body.conversionRate).toBe(66.67);
});

test('a BDE with no data gets zeros everywhere, not an error', async () => {
  const overview = (await as.empty.get(BDE_PORTAL_PATHS.overview(empty.bdeCode))).json();
  expect(overview).toMatchObject({ hasData: false, leads: 0, clients: 0, services: [], sources: [] });
  const reports = (await as.empty.get(BDE_PORTAL_PATHS.reports(empty.bdeCode))).json();
  expect(reports).toMatchObject({ revenue: 0, proposalsSent: 0, conversionRate: 0 });
  expect(reports.months.every((row: { revenue: number }) => row.revenue === 0)).toBe(true);
  const team = (await as.empty.get(BDE_PORTAL_PATHS.team(empty.bdeCode))).json();
  expect(team).toMatchObject({ members: 0, levels: [], people: [], activeProjects: 0, revenue: 0 });
  const followUps = (await as.empty.get(BDE_PORTAL_PATHS.followUps(empty.bdeCode))).json();
  expect(followUps).toEqual({ today: '2026-03-10', overdue: [], dueToday: [], upcoming: [] });
});

test('Team rolls up a three-level downline: names and codes only, projects month by month', async () => {
  const lead = await insertExecutive(ctx, { firstName: 'Lead' });
  const one = await insertExecutive(ctx, { firstName: 'One', lastName: 'Level', referredById: lead.id });
  const two = await insertExecutive(ctx, {
    firstName: 'Two',
    lastName: 'Level',
    email: 'two.private@example.com',
    referredById: one.id,
  });
  await insertExecutive(ctx, { firstName: 'Three', lastName: 'Level', referredById: two.id });
  await insertExecutive(ctx, { firstName: 'Sibling', lastName: 'Level', referredById: lead.id });
  const db = ctx.database.db;
  await addProject(db, {
    executiveId: one.id,
    companyName: 'A',
    amountPaise: 100_00,
    status: 'Active',
    createdAt: india('2026-03-01T00:00:00'),
  });
  await addProject(db, {
    executiveId: two.id,
    companyName: 'B',
    amountPaise: 50_00,
    status: 'Completed',
    createdAt: india('2026-02-28T23:59:59'),
  });
  await addProject(db, {
    executiveId: two.id,
    companyName: 'C',
    amountPaise: 25_00,
    status: 'Active',
    createdAt: india('2026-02-10T10:00:00'),
  });
  // The BDE's own projects are not the team's.
  await addProject(db, { executiveId: lead.id, companyName: 'Own', amountPaise: 1_000_00, status: 'Active' });
  const agent = await signedInAgent(ctx, 'bde', lead.id);
  const response = await agent.get(BDE_PORTAL_PATHS.team(lead.bdeCode));
  expect(response.statusCode).toBe(200);
  const team = response.json();
  expect(team.members).toBe(4);
  expect(team.levels).toEqual([
    { level: 1, members: 2 },
    { level: 2, members: 1 },
    { level: 3, members: 1 },
  ]);
  expect(team.people.map((p: { name: string; level: number }) => [p.name, p.level])).toEqual([
    ['One Level', 1],
    ['Sibling Level', 1],
    ['Two Level', 2],
    ['Three Level', 3],
  ]);
  expect(Object.keys(team.people[0]).sort()).toEqual(['bdeCode', 'level', 'name']);
  expect(response.body).not.toContain('two.private@example.com');
  expect(team.activeProjects).toBe(2);
  expect(team.revenue).toBe(175);
  const month = (key: string) => team.months.find((row: { month: string }) => row.month === key);
  expect(month('2026-03')).toEqual({ month: '2026-03', projects: 1, activeProjects: 1, revenue: 100 });
  expect(month('2026-02')).toEqual({ month: '2026-02', projects: 2, activeProjects: 1, revenue: 75 });
});
