import { STAFF_PATHS } from 'shared/contract/staff';
import type { ApplicationListItem } from 'shared/contract/staff-application-responses';
import type { ListPage } from 'shared/contract/staff-list-responses';
import { insertExecutive, insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { insertApplication, insertOpening } from './application-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
let asAdmin: TestAgent;
let asRecruiter: TestAgent;
let asOffice: TestAgent;
let frontend: { id: number; title: string };
let intern: { id: number; title: string };
const ids: Record<string, number> = {};

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 5, day, hour));

beforeAll(async () => {
  ctx = await createTestApp();
  asAdmin = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id);
  asRecruiter = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'recruiter' })).id);
  asOffice = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id);
  frontend = await insertOpening(ctx, { title: 'Frontend Developer' });
  intern = await insertOpening(ctx, { title: '.NET Intern' });
  const rows: Array<[string, Parameters<typeof insertApplication>[1]]> = [
    [
      'A',
      {
        openingId: frontend.id,
        name: 'Ravi Kumar',
        email: 'Ravi@Example.com',
        city: 'Pune',
        createdAt: at(1),
        updatedAt: at(9),
        experienceYears: 4,
      },
    ],
    [
      'B',
      {
        openingId: frontend.id,
        name: 'meena iyer',
        email: 'meena@example.in',
        city: 'Chennai',
        createdAt: at(2),
        stage: 'screening',
        experienceYears: 3,
      },
    ],
    [
      'C',
      {
        openingId: intern.id,
        name: 'Zoya Khan',
        email: 'zoya@example.com',
        city: 'Hyderabad',
        createdAt: at(3),
        stage: 'not selected',
        notSelectedReason: 'Too early',
        keepOnFile: true,
        experienceYears: 0,
      },
    ],
    [
      'D',
      {
        openingId: intern.id,
        name: 'Tie D',
        email: 'd@example.com',
        city: 'Hyderabad',
        createdAt: at(4),
        experienceYears: 1,
      },
    ],
    [
      'E',
      {
        openingId: intern.id,
        name: 'Tie E',
        email: 'e@example.com',
        city: 'Warangal',
        createdAt: at(4),
        experienceYears: 1,
      },
    ],
    [
      'F',
      {
        openingId: frontend.id,
        name: '50%_off',
        email: 'f@example.com',
        city: 'Mumbai',
        createdAt: at(5),
        stage: 'interview',
        experienceYears: 5,
      },
    ],
  ];
  for (const [key, values] of rows)
    ids[key] = (await insertApplication(ctx, { updatedAt: values.createdAt, ...values })).id;
});
afterAll(() => ctx.close());

async function list(query = '', agent = asAdmin): Promise<ListPage<ApplicationListItem>> {
  const response = await agent.get(`${STAFF_PATHS.applications}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const keysOf = (page: ListPage<ApplicationListItem>) =>
  page.items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id));

/** Every row of the list, page by page, with `limit` rows a page. */
async function walk(params: Record<string, string>, limit: number) {
  const seen: number[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 20; pages += 1) {
    const query = new URLSearchParams({ ...params, limit: String(limit), ...(after ? { after } : {}) });
    const page = await list(`?${query}`);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items.map((item) => item.id));
    after = page.next;
    if (!after) return seen;
  }
  throw new Error('the walk did not end');
}

describe('the list', () => {
  test('across openings, newest first, each row with its opening, never cached', async () => {
    const response = await asRecruiter.get(STAFF_PATHS.applications);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json<ListPage<ApplicationListItem>>();
    expect(page.next).toBeNull();
    expect(keysOf(page)).toEqual(['F', 'E', 'D', 'C', 'B', 'A']);
    expect(page.items.find((item) => item.id === ids.A)).toEqual({
      id: ids.A,
      opening: { id: frontend.id, title: 'Frontend Developer' },
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      city: 'Pune',
      experienceYears: 4,
      stage: 'new',
      keepOnFile: false,
      createdAt: at(1).toISOString(),
      updatedAt: at(9).toISOString(),
    });
    expect(page.items.find((item) => item.id === ids.C)).toMatchObject({
      stage: 'not selected',
      keepOnFile: true,
    });
    // The internal reason is for the application's page, not the list.
    expect(JSON.stringify(page)).not.toContain('Too early');
  });

  test("one opening's, by its id", async () => {
    expect(keysOf(await list(`?openingId=${intern.id}`))).toEqual(['E', 'D', 'C']);
    expect(keysOf(await list(`?openingId=${frontend.id}&stage=new`))).toEqual(['A']);
    expect((await list('?openingId=999999')).items).toEqual([]);
  });

  test.each([
    ['new', ['E', 'D', 'A']],
    ['screening', ['B']],
    ['interview', ['F']],
    ['not selected', ['C']],
    ['hired', []],
  ])('by stage: %s', async (stage, keys) => {
    expect(keysOf(await list(`?${new URLSearchParams({ stage })}`))).toEqual(keys);
  });

  test.each([
    ['ravi', ['A']],
    ['MEENA', ['B']],
    ['example.in', ['B']],
    ['hyderabad', ['D', 'C']],
    ['warangal', ['E']],
    ['%', ['F']],
    ['_', ['F']],
    ['nobody', []],
  ])('searches name, email and city: %s', async (q, keys) => {
    expect(keysOf(await list(`?${new URLSearchParams({ q })}`))).toEqual(keys);
  });

  test.each([
    ['createdAt', 'desc'],
    ['createdAt', 'asc'],
    ['updatedAt', 'desc'],
    ['name', 'asc'],
    ['name', 'desc'],
    ['experienceYears', 'asc'],
    ['experienceYears', 'desc'],
  ])('pages sorted by %s %s walk every row once, in order', async (sort, dir) => {
    const all = (await list(`?sort=${sort}&dir=${dir}`)).items.map((item) => item.id);
    expect(all).toHaveLength(6);
    for (const limit of [1, 2, 4]) expect(await walk({ sort, dir }, limit)).toEqual(all);
    const filtered = (await list(`?sort=${sort}&dir=${dir}&openingId=${intern.id}`)).items.map((i) => i.id);
    expect(await walk({ sort, dir, openingId: String(intern.id) }, 1)).toEqual(filtered);
  });

  test('sorted by experience, ties by the newest', async () => {
    expect(keysOf(await list('?sort=experienceYears&dir=desc'))).toEqual(['F', 'A', 'B', 'E', 'D', 'C']);
  });

  test.each([
    ['stage=rejected', 'stage'],
    ['openingId=abc', 'openingId'],
    ['openingId=0', 'openingId'],
    ['sort=email', 'sort'],
    ['limit=500', 'limit'],
    ['after=nonsense', 'after'],
    ['colour=red', 'colour'],
  ])('a bad query (%s) is a 400 naming %s', async (query, field) => {
    const response = await asAdmin.get(`${STAFF_PATHS.applications}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty([field]);
  });
});

describe('the openings to filter by', () => {
  test('newest first, each with its applications counted, all and new', async () => {
    const response = await asRecruiter.get(STAFF_PATHS.applicationOpenings);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { items } = response.json<{ items: Array<Record<string, unknown>> }>();
    expect(items.slice(0, 2)).toEqual([
      { id: intern.id, title: '.NET Intern', status: 'published', applications: 3, newApplications: 2 },
      {
        id: frontend.id,
        title: 'Frontend Developer',
        status: 'published',
        applications: 3,
        newApplications: 1,
      },
    ]);
    // The two the site was seeded with, none applied to yet.
    expect(items.slice(2).map((item) => item.applications)).toEqual([0, 0]);
    expect((await asOffice.get(STAFF_PATHS.applicationOpenings)).statusCode).toBe(403);
  });
});

describe('who may see it', () => {
  test('admins and recruiters; office staff get 403, a BDE 403, nobody signed in 401', async () => {
    expect((await asAdmin.get(STAFF_PATHS.applications)).statusCode).toBe(200);
    expect((await asRecruiter.get(STAFF_PATHS.applications)).statusCode).toBe(200);
    const office = await asOffice.get(STAFF_PATHS.applications);
    expect(office.statusCode).toBe(403);
    expect(office.json().title).toMatch(/role/);
    const bde = await signedInAgent(ctx, 'bde', (await insertExecutive(ctx)).id);
    expect((await bde.get(STAFF_PATHS.applications)).statusCode).toBe(403);
    expect((await ctx.agent().get(STAFF_PATHS.applications)).statusCode).toBe(401);
  });
});
