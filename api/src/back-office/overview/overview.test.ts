import { STAFF_PATHS } from 'shared/contract/staff';
import { contactMessages, newsletterSubscribers, openings } from '../../db/schema';
import { insertExecutive, insertLead, insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertApplication, insertOpening } from '../../hiring/applications/application-test-helpers';
import { weekStartInIndia } from './overview-service';

jest.setTimeout(60_000);

describe('weekStartInIndia', () => {
  test.each([
    // A Wednesday afternoon in India: that week's Monday, 00:00 IST (Sunday 18:30 UTC).
    ['2026-03-11T09:00:00Z', '2026-03-08T18:30:00.000Z'],
    // Monday 00:00 IST itself begins a new week.
    ['2026-03-08T18:30:00Z', '2026-03-08T18:30:00.000Z'],
    // A minute before it is still the week before, though in UTC it is Sunday either way.
    ['2026-03-08T18:29:00Z', '2026-03-01T18:30:00.000Z'],
    // Monday 02:00 UTC is Monday 07:30 in India.
    ['2026-03-09T02:00:00Z', '2026-03-08T18:30:00.000Z'],
    // Across a month and a year.
    ['2026-01-01T12:00:00Z', '2025-12-28T18:30:00.000Z'],
  ])('at %s the week began at %s', (now, start) => {
    expect(weekStartInIndia(Date.parse(now)).toISOString()).toBe(start);
  });
});

describe('GET overview', () => {
  let ctx: TestContext;
  // Thursday 12 March 2026, 15:30 in India; this week began 8 March 18:30 UTC, last week 1 March 18:30.
  const NOW = Date.parse('2026-03-12T10:00:00Z');
  const thisWeek = new Date('2026-03-10T05:00:00Z');
  const lastWeek = new Date('2026-03-03T05:00:00Z');
  const older = new Date('2026-02-20T05:00:00Z');
  const edge = new Date('2026-03-08T18:30:00Z');

  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.clock.now = NOW;
    const db = ctx.database.db;
    const message = (createdAt: Date, status: 'new' | 'closed' = 'new') => ({
      name: 'Sender',
      contactNumber: '9876543210',
      email: 'sender@example.com',
      message: 'Hello',
      createdAt,
      status,
    });
    await db
      .insert(contactMessages)
      .values([
        message(thisWeek),
        message(edge, 'closed'),
        message(lastWeek),
        message(lastWeek, 'closed'),
        message(older),
      ]);
    for (const [createdAt, status] of [
      [thisWeek, 'won'],
      [older, 'new'],
      [older, 'contacted'],
    ] as const)
      await insertLead(ctx, { createdAt, status });
    await insertExecutive(ctx, { createdAt: thisWeek });
    await insertExecutive(ctx, { createdAt: lastWeek, reviewStatus: 'verified' });
    await insertExecutive(ctx, { createdAt: older, reviewStatus: 'rejected', reviewReason: 'Blurred copy' });
    await db.insert(newsletterSubscribers).values(
      [thisWeek, thisWeek, lastWeek, older].map((createdAt, i) => ({
        emailAddress: `reader${i}@example.com`,
        emailKey: `reader${i}@example.com`,
        createdAt,
      })),
    );
  });
  afterAll(() => ctx.close());

  const OFFICE = {
    newMessages: 3,
    newLeads: 1,
    pendingReviews: 1,
    subscribers: 4,
    leadPipeline: { new: 1, contacted: 1, 'proposal sent': 0, won: 1, lost: 0 },
    weeks: {
      messages: { thisWeek: 2, lastWeek: 2 },
      leads: { thisWeek: 1, lastWeek: 0 },
      registrations: { thisWeek: 1, lastWeek: 1 },
      subscribers: { thisWeek: 2, lastWeek: 1 },
    },
  };

  const overviewAs = async (role: 'admin' | 'staff' | 'recruiter') => {
    const member = await insertStaff(ctx, { role });
    return (await signedInAgent(ctx, 'staff', member.id)).get(STAFF_PATHS.overview);
  };

  test('what waits, the lead pipeline, and this week against last (weeks from Monday 00:00 IST)', async () => {
    const response = await overviewAs('staff');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // Staff have no hiring access: no hiring figures.
    expect(response.json()).toEqual({ weekStart: '2026-03-08T18:30:00.000Z', office: OFFICE, hiring: null });
  });

  test("a recruiter sees only hiring's figures: openings taking applications and drafts", async () => {
    const db = ctx.database.db;
    const opening = (slug: string, status: 'draft' | 'published' | 'closed', closesOn: string | null) => ({
      slug,
      status,
      title: slug,
      employmentType: 'full-time' as const,
      city: 'Hyderabad',
      workMode: 'on-site' as const,
      experienceMinYears: 0,
      experienceMaxYears: 2,
      description: 'What you do.',
      requirements: 'What you know.',
      closesOn,
    });
    await db
      .insert(openings)
      .values([
        opening('open-until-today', 'published', '2026-03-12'),
        opening('expired-yesterday', 'published', '2026-03-11'),
        opening('a-draft', 'draft', null),
        opening('a-closed-one', 'closed', null),
      ]);
    // The two seeded openings are published with no closing date; no application yet.
    const hiring = { openOpenings: 3, draftOpenings: 1, newApplications: 0, openings: [] };
    const recruiter = await overviewAs('recruiter');
    expect(recruiter.statusCode).toBe(200);
    expect(recruiter.json()).toEqual({ weekStart: '2026-03-08T18:30:00.000Z', office: null, hiring });
    expect((await overviewAs('admin')).json()).toEqual({
      weekStart: '2026-03-08T18:30:00.000Z',
      office: OFFICE,
      hiring,
    });
  });

  test('admins and recruiters also see new applications, in all and by opening (the most first)', async () => {
    const backend = await insertOpening(ctx, { title: 'Backend Developer' });
    const design = await insertOpening(ctx, { title: 'Designer', status: 'closed' });
    await insertOpening(ctx, { title: 'Nobody Applied' });
    for (const stage of ['new', 'new', 'screening', 'not selected'] as const)
      await insertApplication(ctx, {
        openingId: backend.id,
        stage,
        ...(stage === 'not selected' ? { notSelectedReason: 'x' } : {}),
      });
    await insertApplication(ctx, { openingId: design.id });
    await insertApplication(ctx, { openingId: design.id, stage: 'interview' });
    const newApplications = {
      newApplications: 3,
      openings: [
        { id: backend.id, title: 'Backend Developer', newApplications: 2 },
        { id: design.id, title: 'Designer', newApplications: 1 },
      ],
    };
    for (const role of ['admin', 'recruiter'] as const) {
      const member = await insertStaff(ctx, { role });
      const response = await (await signedInAgent(ctx, 'staff', member.id)).get(STAFF_PATHS.overview);
      expect(response.statusCode).toBe(200);
      expect(response.json().hiring).toEqual(expect.objectContaining(newApplications));
    }
    const office = await insertStaff(ctx, { role: 'staff' });
    const response = await (await signedInAgent(ctx, 'staff', office.id)).get(STAFF_PATHS.overview);
    expect(response.json().hiring).toBeNull();
  });

  test('staff only: 401 without a session, 403 for a BDE', async () => {
    expect((await ctx.agent().get(STAFF_PATHS.overview)).statusCode).toBe(401);
    const bde = await insertExecutive(ctx);
    expect((await (await signedInAgent(ctx, 'bde', bde.id)).get(STAFF_PATHS.overview)).statusCode).toBe(403);
  });
});
