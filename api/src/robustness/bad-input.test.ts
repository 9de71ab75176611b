import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { insertExecutive, insertStaff, insertUser, signedInAgent } from '../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../test/test-app';
import { badRequest, type BadRequest } from './bad-requests';
import { ROUTE_SPECS } from './route-specs';

/** Generated requests per route: 500 in `npm test` (fixed seed), more with FUZZ_RUNS in `npm run bench:fuzz`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
jest.setTimeout(Math.max(120_000, RUNS * 400));

// Attempt counters are the limiter's bookkeeping (a refused request is still an attempt), not stored data.
const TABLES = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && value !== schema.attemptCounters,
);

let ctx: TestContext;
let agents: Record<BadRequest['as'], TestAgent>;
let own: { userId: string; bdeCode: string };

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row.n;
  }
  return counts;
}

function storedFiles(): number {
  const dir = ctx.config.uploadsDir;
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => path.extname(String(f)) !== '').length
    : 0;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await insertUser(ctx);
  const bde = await insertExecutive(ctx);
  own = { userId: String(user.id), bdeCode: bde.bdeCode };
  agents = {
    anonymous: ctx.agent(),
    user: await signedInAgent(ctx, 'user', user.id),
    bde: await signedInAgent(ctx, 'bde', bde.id),
    // An admin: every staff route is reached past its guards, so its own checks are what is tested.
    staff: await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id),
  };
  await agents.anonymous.get('/api/antiforgery');
  await agents.user.get('/api/antiforgery');
  await agents.bde.get('/api/antiforgery');
  await agents.staff.get('/api/antiforgery');
});
afterAll(() => ctx.close());

test('every registered API route is covered by the generated bad input', () => {
  const covered = new Set(ROUTE_SPECS.map((route) => `${route.method} ${route.url}`));
  const missing = ctx.app.apiRoutes
    .map((route) => `${route.method} ${route.url}`)
    .filter((id) => !covered.has(id));
  expect(missing).toEqual([]);
});

test.each(ROUTE_SPECS.map((route) => [`${route.method} ${route.url}`, route] as const))(
  '%s: generated bad requests never cause a 5xx, are refused with JSON errors, and change nothing',
  async (_id, route) => {
    const before = await rowCounts();
    const filesBefore = storedFiles();
    const ownParam = route.url.includes(':userId') ? own.userId : own.bdeCode;
    await fc.assert(
      fc.asyncProperty(badRequest(route, ownParam), async (pending) => {
        const request = await pending;
        const agent = agents[request.as];
        const response = await agent.request({
          method: request.method as 'GET' | 'POST',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
          remoteAddress: request.remoteAddress,
          xsrf: !request.withoutXsrf,
        });
        const where = `${request.label} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500) throw new Error(`server error: ${where}`);
        if (route.method !== 'GET' && response.statusCode < 400) throw new Error(`accepted: ${where}`);
        // Without the token a request is refused: 403, or earlier still for an unreadable address or body.
        if (request.withoutXsrf && response.statusCode < 400)
          throw new Error(`no anti-forgery check: ${where}`);
        if (response.statusCode >= 400) {
          if (!String(response.headers['content-type']).includes('application/json')) {
            throw new Error(`non-JSON error: ${where}`);
          }
          if (typeof response.json().title !== 'string') throw new Error(`error without a title: ${where}`);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    const changes = (counts: Record<string, number>) =>
      route.auditedRead ? { ...counts, [getTableName(schema.auditLog)]: 0 } : counts;
    expect(changes(await rowCounts())).toEqual(changes(before));
    expect(storedFiles()).toBe(filesBefore);
  },
);
