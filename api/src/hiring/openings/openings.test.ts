import { eq } from 'drizzle-orm';
import { OPENING_LIMITS } from 'shared/contract/careers';
import { OPENING_MESSAGES, type OpeningRequest } from 'shared/contract/opening-schema';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type { StaffOpeningListItem, StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import { openings } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import {
  FULL_TIME,
  INTERNSHIP,
  NOW,
  auditCount,
  auditRows,
  createOpening,
  insertApplication,
  openingRows,
} from './opening-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
let asRecruiter: TestAgent;
let asAdmin: TestAgent;
let recruiterId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = NOW;
  const recruiter = await insertStaff(ctx, { role: 'recruiter', name: 'Rekha Recruiter' });
  recruiterId = recruiter.id;
  asRecruiter = await signedInAgent(ctx, 'staff', recruiter.id);
  asAdmin = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id);
});
afterAll(() => ctx.close());

describe('creating an opening', () => {
  test('a recruiter creates a draft: 201 with every field, its address from the title, audited', async () => {
    const response = await asRecruiter.postJson(STAFF_PATHS.openings, FULL_TIME);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const created = response.json<StaffOpeningResponse>();
    expect(created).toEqual({
      ...FULL_TIME,
      id: expect.any(Number) as number,
      slug: 'senior-frontend-developer-react-or-angular',
      status: 'draft',
      open: false,
      applications: 0,
      publishedAt: null,
      closedAt: null,
      createdAt: new Date(NOW).toISOString(),
      updatedAt: new Date(NOW).toISOString(),
      translations: [],
    });
    const [audit] = await auditRows(ctx, 'opening.create');
    expect(audit).toMatchObject({
      staffId: recruiterId,
      targetType: 'opening',
      targetId: String(created.id),
      detail: { slug: created.slug },
    });
    expect((await asRecruiter.get(STAFF_PATHS.opening({ openingId: created.id }))).json()).toEqual(created);
  });

  test('an unpaid internship with its length, and an opening without salary or closing date', async () => {
    const internship = await createOpening(asAdmin, INTERNSHIP);
    expect(internship).toMatchObject({ ...INTERNSHIP, slug: 'net-full-stack-developer-intern' });
    const plain = await createOpening(asAdmin, {
      title: 'QA Engineer',
      salaryMin: null,
      salaryMax: null,
      salaryPeriod: null,
      closesOn: null,
    });
    expect(plain).toMatchObject({ slug: 'qa-engineer', salaryPeriod: null, closesOn: null });
  });

  type Bad = [string, Record<string, unknown>, string, string];
  test.each<Bad>([
    ['no title', { title: '' }, 'title', 'This field is required.'],
    ['a title too long', { title: 'x'.repeat(121) }, 'title', `At most ${OPENING_LIMITS.title} characters.`],
    [
      'a hidden direction mark',
      { title: 'Intern\u202e' },
      'title',
      'Remove control or text-direction characters.',
    ],
    ['an unknown type', { employmentType: 'gig' }, 'employmentType', OPENING_MESSAGES.employmentType],
    ['an unknown work mode', { workMode: 'moon' }, 'workMode', OPENING_MESSAGES.workMode],
    ['years as text', { experienceMinYears: '3' }, 'experienceMinYears', 'Must be a number.'],
    ['years in halves', { experienceMinYears: 2.5 }, 'experienceMinYears', OPENING_MESSAGES.experienceYears],
    [
      'years out of range',
      { experienceMaxYears: 41 },
      'experienceMaxYears',
      OPENING_MESSAGES.experienceYears,
    ],
    [
      'a maximum under the minimum',
      { experienceMaxYears: 2 },
      'experienceMaxYears',
      OPENING_MESSAGES.experienceOrder,
    ],
    ['a salary range upside down', { salaryMin: 2_000_000 }, 'salaryMax', OPENING_MESSAGES.salaryOrder],
    ['one end of the range', { salaryMax: null }, 'salaryMax', OPENING_MESSAGES.salaryNeeded],
    ['a range with no period', { salaryPeriod: null }, 'salaryPeriod', OPENING_MESSAGES.salaryPeriodNeeded],
    ['a salary as text', { salaryMin: '1200000' }, 'salaryMin', 'Must be a number.'],
    ['a salary written out', { salaryMin: '12,00,000' }, 'salaryMin', OPENING_MESSAGES.salary],
    ['a length as text', { ...INTERNSHIP, durationMonths: '3' }, 'durationMonths', 'Must be a number.'],
    [
      'unpaid for a full-time role',
      { salaryMin: null, salaryMax: null, salaryPeriod: 'unpaid' },
      'salaryPeriod',
      OPENING_MESSAGES.unpaidInternshipOnly,
    ],
    [
      'a length for a full-time role',
      { durationMonths: 3 },
      'durationMonths',
      OPENING_MESSAGES.durationInternshipOnly,
    ],
    [
      'an internship without its length',
      { ...INTERNSHIP, durationMonths: null },
      'durationMonths',
      OPENING_MESSAGES.durationNeeded,
    ],
    ['a date that is not one', { closesOn: '2026-02-30' }, 'closesOn', OPENING_MESSAGES.closesOnShape],
    ['a closing date already passed', { closesOn: '2026-03-11' }, 'closesOn', OPENING_MESSAGES.closesOnPast],
    [
      'a description too long',
      { description: 'x'.repeat(6001) },
      'description',
      `At most ${OPENING_LIMITS.description} characters.`,
    ],
    ['no requirements', { requirements: '   ' }, 'requirements', 'This field is required.'],
    ['an address of its own', { slug: 'my-own-address' }, 'slug', 'Unknown field.'],
    ['a status of its own', { status: 'published' }, 'status', 'Unknown field.'],
  ])('%s: 400 naming the field, nothing stored or audited', async (_what, change, field, message) => {
    const rows = await openingRows(ctx);
    const audits = await auditCount(ctx);
    const response = await asRecruiter.postJson(STAFF_PATHS.openings, { ...FULL_TIME, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    expect(await openingRows(ctx)).toEqual(rows);
    expect(await auditCount(ctx)).toBe(audits);
  });

  test('a body that is not an object of fields, or misses fields, is a 400 naming them', async () => {
    const rows = await openingRows(ctx);
    expect((await asRecruiter.postJson(STAFF_PATHS.openings, [FULL_TIME])).statusCode).toBe(400);
    const response = await asRecruiter.postJson(STAFF_PATHS.openings, { title: 'Only a title' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(
      [
        'city',
        'description',
        'employmentType',
        'experienceMaxYears',
        'experienceMinYears',
        'requirements',
        'workMode',
      ].sort(),
    );
    expect(await openingRows(ctx)).toEqual(rows);
  });

  test('today is still a closing date one can give (India time)', async () => {
    // 12 March, 23:00 in India is still 12 March there, though it is 17:30 UTC.
    ctx.clock.now = Date.parse('2026-03-12T17:30:00Z');
    try {
      const late = await signedInAgent(ctx, 'staff', recruiterId);
      expect((await createOpening(late, { title: 'Last Day', closesOn: '2026-03-12' })).closesOn).toBe(
        '2026-03-12',
      );
      const yesterday = await late.postJson(STAFF_PATHS.openings, { ...FULL_TIME, closesOn: '2026-03-11' });
      expect(yesterday.statusCode).toBe(400);
    } finally {
      ctx.clock.now = NOW;
    }
  });
});

describe('changing an opening', () => {
  test('every field may change; updatedAt moves on and the audit names the fields changed, never their words', async () => {
    const draft = await createOpening(asRecruiter, { title: 'Backend Developer' });
    ctx.clock.now = NOW + 60_000;
    const changed: OpeningRequest = {
      ...FULL_TIME,
      title: 'Backend Developer',
      city: 'Bengaluru',
      workMode: 'remote',
      description: 'Own our Node.js APIs.',
    };
    const response = await asRecruiter.postJson(STAFF_PATHS.opening({ openingId: draft.id }), changed);
    ctx.clock.now = NOW;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...changed,
      slug: draft.slug,
      updatedAt: new Date(NOW + 60_000).toISOString(),
      createdAt: draft.createdAt,
    });
    const audit = (await auditRows(ctx, 'opening.update')).at(-1)!;
    expect(audit).toMatchObject({
      targetId: String(draft.id),
      detail: { fields: ['city', 'workMode', 'description'] },
    });
    expect(JSON.stringify(audit.detail)).not.toContain('Node.js');
  });

  test('saving what is already there changes nothing and records nothing', async () => {
    const draft = await createOpening(asRecruiter, { title: 'Same Again' });
    const audits = await auditCount(ctx);
    ctx.clock.now = NOW + 60_000;
    const response = await asRecruiter.postJson(STAFF_PATHS.opening({ openingId: draft.id }), {
      ...FULL_TIME,
      title: 'Same Again',
    });
    ctx.clock.now = NOW;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(draft);
    expect(await auditCount(ctx)).toBe(audits);
  });

  test('a bad change is a 400 naming the field, and the opening is as it was', async () => {
    const draft = await createOpening(asRecruiter, { title: 'Data Engineer' });
    const response = await asRecruiter.postJson(STAFF_PATHS.opening({ openingId: draft.id }), {
      ...FULL_TIME,
      title: 'Data Engineer',
      experienceMinYears: 9,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { experienceMaxYears: [OPENING_MESSAGES.experienceOrder] },
    });
    expect((await asRecruiter.get(STAFF_PATHS.opening({ openingId: draft.id }))).json()).toEqual(draft);
  });

  test('an opening that is not there is a 404; an id that is not a number is a 400 naming it', async () => {
    const missing = await asRecruiter.postJson(STAFF_PATHS.opening({ openingId: 999_999 }), FULL_TIME);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().title).toBe(OPENING_MESSAGES.notFound);
    expect((await asRecruiter.get(STAFF_PATHS.opening({ openingId: 999_999 }))).statusCode).toBe(404);
    const bad = await asRecruiter.get('/api/staff/openings/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('openingId');
  });
});

describe('the list', () => {
  const page = async (query = '') => {
    const response = await asAdmin.get(`${STAFF_PATHS.openings}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<ListPage<StaffOpeningListItem>>();
  };

  test('every status, most recently changed first, each with its application count', async () => {
    const [seeded] = await ctx.database.db
      .select()
      .from(openings)
      .where(eq(openings.slug, 'dotnet-full-stack-developer-intern'));
    await insertApplication(ctx, seeded.id, 'first@example.com');
    await insertApplication(ctx, seeded.id, 'second@example.com');
    const { items } = await page('?limit=100');
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(['draft', 'published']));
    const intern = items.find((item) => item.id === seeded.id)!;
    expect(intern).toMatchObject({ status: 'published', open: true, applications: 2, slug: seeded.slug });
    const times = items.map((item) => item.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(items.filter((item) => item.id !== seeded.id).every((item) => item.applications === 0)).toBe(true);
  });

  test('status filters, the title is searched, and pages follow their cursor', async () => {
    const drafts = await page('?status=draft&limit=100');
    expect(drafts.items.length).toBeGreaterThan(2);
    expect(drafts.items.every((item) => item.status === 'draft')).toBe(true);
    expect((await page('?q=backend')).items.map((item) => item.title)).toEqual(['Backend Developer']);
    expect((await page('?q=%25')).items).toEqual([]);

    const all = (await page('?sort=title&dir=asc&limit=100')).items.map((item) => item.id);
    const walked: number[] = [];
    let next: string | null = '';
    while (next !== null) {
      const current: ListPage<StaffOpeningListItem> = await page(
        `?sort=title&dir=asc&limit=2${next ? `&after=${encodeURIComponent(next)}` : ''}`,
      );
      walked.push(...current.items.map((item) => item.id));
      next = current.next;
    }
    expect(walked).toEqual(all);
  });

  test.each([
    ['?status=open', 'status'],
    ['?sort=salary', 'sort'],
    ['?after=nonsense', 'after'],
    ['?city=Hyderabad', 'city'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const response = await asAdmin.get(`${STAFF_PATHS.openings}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });
});

test('staff without hiring access are refused every openings route (403), users and strangers too', async () => {
  const clerk = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id);
  const rows = await openingRows(ctx);
  expect((await clerk.get(STAFF_PATHS.openings)).statusCode).toBe(403);
  const refused = await clerk.postJson(STAFF_PATHS.openings, FULL_TIME);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().title).toBe('Your role does not give access to this part of the back office.');
  expect((await ctx.agent().get(STAFF_PATHS.openings)).statusCode).toBe(401);
  expect(await openingRows(ctx)).toEqual(rows);
});
