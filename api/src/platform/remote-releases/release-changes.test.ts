import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { STAFF_RELEASE_PATHS, RELEASE_MESSAGES } from 'shared/contract/releases';
import type { StaffReleasesResponse } from 'shared/contract/staff-release-responses';
import { auditLog } from '../../db/schema';
import { FailureTally } from '../remote-failures/failure-tally-service';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { RELEASES, fakeSite } from './release-test-kit';

jest.setTimeout(60_000);

const site = fakeSite();
let ctx: TestContext;
let admin: TestAgent;
let adminId: number;
let staff: TestAgent;

beforeAll(async () => {
  ctx = await createTestApp({ config: { shellDist: site.shellDist, remoteDists: site.remoteDists } });
  const adminRow = await insertStaff(ctx, { role: 'admin', name: 'Arjun Mehta' });
  adminId = adminRow.id;
  admin = await signedInAgent(ctx, 'staff', adminRow.id);
  staff = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id);
});
afterAll(() => ctx.close());

const marketingOf = async (agent = admin) => {
  const response = await agent.get(STAFF_RELEASE_PATHS.releases);
  expect(response.statusCode).toBe(200);
  return (response.json() as StaffReleasesResponse).remotes.find((remote) => remote.remote === 'marketing')!;
};
const post = (path: string, body: Record<string, unknown>, agent = admin) => agent.postJson(path, body);

test('before any change a remote is served as the configuration says, with its published releases listed', async () => {
  const marketing = await marketingOf(staff);
  expect(marketing).toMatchObject({
    source: 'configuration',
    configured: `/remotes/marketing/${RELEASES.first}/remoteEntry.js`,
    stable: RELEASES.first,
    canary: null,
    percent: null,
    version: 0,
    changedAt: null,
    changedBy: null,
    pinned: null,
  });
  const byName = Object.fromEntries(marketing.releases.map((release) => [release.name, release]));
  expect(Object.keys(byName).sort()).toEqual(Object.values(RELEASES).sort());
  expect(byName[RELEASES.second]).toEqual({
    name: RELEASES.second,
    builtAt: '2026-11-02T10:00:00.000Z',
    commit: 'bbbbbbb',
    lastHour: { loads: 0, failures: 0 },
  });
  // Published without release.json: its entry file's time, no commit.
  expect(byName[RELEASES.third]!.commit).toBeNull();
});

test('canary, a new share of it, promotion and rollbacks: each names the version it replaces, each is audited', async () => {
  let response = await post(STAFF_RELEASE_PATHS.canary, {
    remote: 'marketing',
    release: RELEASES.second,
    percent: 10,
    expect: 0,
  });
  expect(response.statusCode).toBe(200);
  let marketing = await marketingOf();
  expect(marketing).toMatchObject({
    source: 'database',
    stable: RELEASES.first,
    canary: RELEASES.second,
    percent: 10,
    version: 1,
    changedBy: `Arjun Mehta (staff #${adminId})`,
  });

  response = await post(STAFF_RELEASE_PATHS.canary, {
    remote: 'marketing',
    release: RELEASES.second,
    percent: 30,
    expect: 1,
  });
  expect(response.statusCode).toBe(200);
  expect(await marketingOf()).toMatchObject({ canary: RELEASES.second, percent: 30, version: 2 });

  response = await post(STAFF_RELEASE_PATHS.promote, { remote: 'marketing', expect: 2 });
  expect(response.statusCode).toBe(200);
  marketing = await marketingOf();
  expect(marketing).toMatchObject({
    stable: RELEASES.second,
    canary: null,
    percent: null,
    previousStable: RELEASES.first,
    version: 3,
  });

  // Nothing to promote now.
  response = await post(STAFF_RELEASE_PATHS.promote, { remote: 'marketing', expect: 3 });
  expect(response.statusCode).toBe(409);
  expect(response.json().errors).toEqual({ remote: [RELEASE_MESSAGES.noCanary] });

  // A canary rolled back leaves stable as it was.
  await post(STAFF_RELEASE_PATHS.canary, {
    remote: 'marketing',
    release: RELEASES.third,
    percent: 5,
    expect: 3,
  });
  response = await post(STAFF_RELEASE_PATHS.rollback, { remote: 'marketing', expect: 4 });
  expect(response.statusCode).toBe(200);
  expect(await marketingOf()).toMatchObject({ stable: RELEASES.second, canary: null, version: 5 });

  // Without a canary, rollback returns to the stable release before the promotion, once.
  response = await post(STAFF_RELEASE_PATHS.rollback, { remote: 'marketing', expect: 5 });
  expect(response.statusCode).toBe(200);
  expect(await marketingOf()).toMatchObject({ stable: RELEASES.first, previousStable: null, version: 6 });
  response = await post(STAFF_RELEASE_PATHS.rollback, { remote: 'marketing', expect: 6 });
  expect(response.statusCode).toBe(409);
  expect(response.json().errors).toEqual({ remote: [RELEASE_MESSAGES.nothingToRollBack] });

  const audited = await ctx.database.db
    .select({ action: auditLog.action, staffId: auditLog.staffId })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'remote'), eq(auditLog.targetId, 'marketing')))
    .orderBy(auditLog.id);
  expect(audited.map((row) => row.action)).toEqual([
    'release.canary',
    'release.canary',
    'release.promote',
    'release.canary',
    'release.rollback',
    'release.rollback',
  ]);
  expect(new Set(audited.map((row) => row.staffId))).toEqual(new Set([adminId]));
  // Kept from removal by the next build (scripts/release.mjs reads it).
  expect(JSON.parse(fs.readFileSync(path.join(site.marketingRoot, 'in-use.json'), 'utf8'))).toEqual({
    releases: [RELEASES.first],
  });
});

test('a change naming a version that is no longer there is refused with 409, saying what is there, and changes nothing', async () => {
  const before = await marketingOf();
  const response = await post(STAFF_RELEASE_PATHS.canary, {
    remote: 'marketing',
    release: RELEASES.third,
    percent: 20,
    expect: before.version - 1,
  });
  expect(response.statusCode).toBe(409);
  const body = response.json();
  expect(body.title).toMatch(
    new RegExp(`marketing is at version ${before.version}, not ${before.version - 1}`),
  );
  expect(body.errors.expect).toEqual([body.title]);
  expect(await marketingOf()).toEqual(before);
});

test('two changes naming the same version at once: exactly one is made, the other is refused with 409', async () => {
  const { version } = await marketingOf();
  const responses = await Promise.all(
    [RELEASES.second, RELEASES.third].map((release) =>
      post(STAFF_RELEASE_PATHS.canary, { remote: 'marketing', release, percent: 10, expect: version }),
    ),
  );
  expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  const after = await marketingOf();
  expect(after.version).toBe(version + 1);
  const winner = responses.findIndex((response) => response.statusCode === 200);
  expect(after.canary).toBe([RELEASES.second, RELEASES.third][winner]);
  await post(STAFF_RELEASE_PATHS.rollback, { remote: 'marketing', expect: version + 1 });
});

test('bad input is a 400 naming each field; a release not published here cannot be named', async () => {
  const { version } = await marketingOf();
  const cases: Array<[Record<string, unknown>, string[]]> = [
    [{}, ['expect', 'percent', 'release', 'remote']],
    [{ remote: 'shell', release: RELEASES.second, percent: 10, expect: version }, ['remote']],
    [{ remote: 'marketing', release: '../../etc', percent: 10, expect: version }, ['release']],
    [{ remote: 'marketing', release: RELEASES.second, percent: 100, expect: version }, ['percent']],
    [{ remote: 'marketing', release: RELEASES.second, percent: '10', expect: version }, ['percent']],
    [{ remote: 'marketing', release: RELEASES.second, percent: 0.5, expect: -1 }, ['expect', 'percent']],
    [{ remote: 'marketing', release: RELEASES.second, percent: 10, expect: version, extra: 1 }, ['extra']],
    [{ remote: 'marketing', release: 'ffffffffffffffff', percent: 10, expect: version }, ['release']],
    [{ remote: 'marketing', release: RELEASES.first, percent: 10, expect: version }, ['release']],
  ];
  for (const [body, fields] of cases) {
    const response = await post(STAFF_RELEASE_PATHS.canary, body);
    expect([JSON.stringify(body), response.statusCode]).toEqual([JSON.stringify(body), 400]);
    expect(Object.keys(response.json().errors).sort()).toEqual(fields);
  }
  const notJson = await admin.request({
    method: 'POST',
    url: STAFF_RELEASE_PATHS.promote,
    payload: '[1]',
    headers: { 'content-type': 'application/json' },
  });
  expect(notJson.statusCode).toBe(400);
  expect((await marketingOf()).version).toBe(version);
});

test('only admins change releases (403 for other staff, 401 signed out); any staff member reads them', async () => {
  const { version } = await marketingOf();
  for (const [path, body] of [
    [
      STAFF_RELEASE_PATHS.canary,
      { remote: 'marketing', release: RELEASES.third, percent: 10, expect: version },
    ],
    [STAFF_RELEASE_PATHS.promote, { remote: 'marketing', expect: version }],
    [STAFF_RELEASE_PATHS.rollback, { remote: 'marketing', expect: version }],
  ] as const) {
    expect((await post(path, body, staff)).statusCode).toBe(403);
    expect((await post(path, body, ctx.agent())).statusCode).toBe(401);
  }
  expect((await staff.get(STAFF_RELEASE_PATHS.releases)).statusCode).toBe(200);
  expect((await ctx.agent().get(STAFF_RELEASE_PATHS.releases)).statusCode).toBe(401);
  expect((await marketingOf()).version).toBe(version);
});

test("each release: the pages served with it and the failures in visitors' browsers over the last hour", async () => {
  const tally = (ago: number) => new FailureTally(() => ctx.clock.now - ago);
  const recent = tally(0);
  const earlier = tally(20 * 60_000);
  for (let page = 0; page < 120; page++) recent.served('marketing', RELEASES.first);
  for (let page = 0; page < 80; page++) earlier.served('marketing', RELEASES.first);
  recent.failed('marketing', RELEASES.first, 'load');
  earlier.failed('marketing', RELEASES.first, 'render');
  earlier.failed('marketing', RELEASES.first, 'render');
  for (let page = 0; page < 40; page++) recent.served('marketing', RELEASES.second);
  for (let failure = 0; failure < 6; failure++) recent.failed('marketing', RELEASES.second, 'render');
  // Another remote's release of the same name, and an hour and a half ago: neither counts here.
  recent.served('staff', RELEASES.third);
  const old = tally(90 * 60_000);
  old.served('marketing', RELEASES.third);
  old.failed('marketing', RELEASES.third, 'load');
  for (const counts of [recent, earlier, old]) await counts.flush(ctx.database.db);

  const lastHour = Object.fromEntries(
    (await marketingOf(staff)).releases.map((release) => [release.name, release.lastHour]),
  );
  expect(lastHour).toEqual({
    [RELEASES.first]: { loads: 200, failures: 3 },
    [RELEASES.second]: { loads: 40, failures: 6 },
    [RELEASES.third]: { loads: 0, failures: 0 },
  });
});
