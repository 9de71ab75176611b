import { sql } from 'drizzle-orm';
import { SUPPORTED_STATES } from 'shared/contract/states';
import { districts, states } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedStates } from './seed';
import { SUPPORTED_DISTRICTS } from './supported-districts';

jest.setTimeout(30_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

test('allStates lists the five supported states, seeded at start', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/State/allStates' });
  expect(response.statusCode).toBe(200);
  expect(response.json<Array<{ name: string }>>().map((s) => s.name)).toEqual([...SUPPORTED_STATES].sort());
});

test.each(SUPPORTED_STATES)('districtsByStateName/%s lists its districts as [{ name }]', async (state) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/State/districtsByStateName/${encodeURIComponent(state)}`,
  });
  expect(response.statusCode).toBe(200);
  const names = response.json<Array<{ name: string }>>().map((d) => d.name);
  expect(names).toEqual([...SUPPORTED_DISTRICTS[state]].sort((a, b) => a.localeCompare(b)));
  expect(names.length).toBeGreaterThan(5);
});

test('the state name is matched in any letter case; an unknown state has no districts', async () => {
  const lower = await ctx.app.inject({ method: 'GET', url: '/api/State/districtsByStateName/telangana' });
  expect(lower.json()).toContainEqual({ name: 'Hyderabad' });
  const unknown = await ctx.app.inject({ method: 'GET', url: '/api/State/districtsByStateName/Atlantis' });
  expect(unknown.statusCode).toBe(200);
  expect(unknown.json()).toEqual([]);
});

test('seeding again (every start) adds nothing twice', async () => {
  const count = async () => {
    const [row] = await ctx.database.db
      .select({
        states: sql<number>`(select count(*) from ${states})::int`,
        districts: sql<number>`count(*)::int`,
      })
      .from(districts);
    return row;
  };
  const before = await count();
  await seedStates(ctx.database.db);
  await Promise.all([seedStates(ctx.database.db), seedStates(ctx.database.db)]);
  expect(await count()).toEqual(before);
  expect(before.states).toBe(5);
});
