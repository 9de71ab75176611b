import { eq } from 'drizzle-orm';
import { STAFF_RELEASE_PATHS } from 'shared/contract/releases';
import { REMOTE_FAILURES_PATH } from 'shared/contract/remote-failures';
import type { StaffReleasesResponse } from 'shared/contract/staff-release-responses';
import { auditLog, emailOutbox, remoteReleases } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { metricValue } from '../../test/metric-value';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { RELEASES, fakeSite, releaseIn } from '../remote-releases/release-test-kit';
import { DEFAULT_CANARY_WATCH } from './canary-settings';
import { watchCanaries } from './canary-watch';

jest.setTimeout(120_000);

// Two instances on one database. The watch rolls a canary back past 10% failures over 25 pages;
// each instance serves 15 of the canary's pages, so neither alone has enough to decide on.
const site = fakeSite();
const canaryWatch = { ...DEFAULT_CANARY_WATCH, maxFailureRate: 0.1, minVisitors: 25 };
const config = { shellDist: site.shellDist, remoteDists: site.remoteDists, canaryWatch };
let first: TestContext;
let second: TestContext;
let admin: TestAgent;
let admins: string[];
let addresses = 0;

beforeAll(async () => {
  first = await createTestApp({ config });
  second = await createTestApp({ config, database: first.database, keys: first.keys });
  const adminRows = [
    await insertStaff(first, { role: 'admin', email: 'first.admin@example.com' }),
    await insertStaff(first, { role: 'admin', email: 'second.admin@example.com' }),
  ];
  admins = adminRows.map((row) => row.email);
  // Neither a disabled admin nor a member of another role is told.
  await insertStaff(first, { role: 'admin', email: 'gone.admin@example.com', disabledAt: new Date() });
  await insertStaff(first, { role: 'recruiter', email: 'recruiter@example.com' });
  admin = await signedInAgent(first, 'staff', adminRows[0]!.id);
  const started = await admin.postJson(STAFF_RELEASE_PATHS.canary, {
    remote: 'marketing',
    release: RELEASES.second,
    percent: 50,
    expect: 0,
  });
  expect(started.statusCode).toBe(200);
  // The second instance hears of the change from the database.
  await waitFor(async () => (await servedBy(second)) === RELEASES.second, 'second');
  // The apps' clocks from here (the change was stamped by the database's).
  first.clock.now = second.clock.now = Date.now();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function waitFor(condition: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The state the back office shows (read from the database). */
async function marketingState() {
  const response = await admin.get(STAFF_RELEASE_PATHS.releases);
  return (response.json() as StaffReleasesResponse).remotes.find((remote) => remote.remote === 'marketing')!;
}

/** The cookies of a visitor who got the canary (the instances share their keys: valid on both). */
let canaryVisitor = new Map<string, string>();

/**
 * The release of the marketing remote an instance gives a visitor (a new one, or the canary's), as
 * /remotes.json says: the same as their pages, without counting a page.
 */
async function servedBy(ctx: TestContext, cookies = new Map<string, string>()) {
  const agent = ctx.agent();
  for (const [name, value] of cookies) agent.cookies.set(name, value);
  return releaseIn((await agent.get('/remotes.json')).body);
}

/**
 * Visitors of `ctx` until `canaryPages` of them got the canary (those who got the stable release are
 * served too); the first `failing` of the canary's visitors report it failed, by beacon.
 */
async function traffic(ctx: TestContext, canaryPages: number, failing: number) {
  let canary = 0;
  while (canary < canaryPages) {
    const remoteAddress = `198.51.100.${(addresses += 1)}`;
    const agent = ctx.agent();
    const page = await agent.request({ method: 'GET', url: '/aboutus', remoteAddress });
    const release = releaseIn(page.body);
    if (release !== RELEASES.second) continue;
    canaryVisitor = new Map(agent.cookies);
    canary += 1;
    if (canary > failing) continue;
    const report = await agent.request({
      method: 'POST',
      url: REMOTE_FAILURES_PATH,
      payload: new URLSearchParams({ remote: 'marketing', release, kind: 'load' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      remoteAddress,
      xsrf: false,
    });
    expect(report.statusCode).toBe(204);
  }
}

const rollbackRows = () =>
  first.database.db.select().from(auditLog).where(eq(auditLog.action, 'release.rollback'));
const rollbackEmails = () =>
  first.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'staff-canary-rollback'));

test('a canary failing over the bound is rolled back by itself once the instances together served enough of it', async () => {
  // One instance's pages: a third of them failed, but 15 pages are below the 25 the watch waits for.
  await traffic(first, 15, 5);
  expect(await first.app.remoteFailures.watch()).toEqual([]);
  expect((await marketingState()).canary).toBe(RELEASES.second);

  // The other instance's pages: 30 in all, 10 failed (33%). Neither a rate under the bound nor a
  // minimum over the pages served rolls it back; the configured bound does.
  await traffic(second, 15, 5);
  await second.app.remoteFailures.flush();
  const now = () => first.clock.now;
  const warn = () => undefined;
  const lenient = { ...first.config, canaryWatch: { ...canaryWatch, maxFailureRate: 0.4 } };
  expect(await watchCanaries({ db: first.database.db, config: lenient, now, warn })).toEqual([]);
  const patient = { ...first.config, canaryWatch: { ...canaryWatch, minVisitors: 31 } };
  expect(await watchCanaries({ db: first.database.db, config: patient, now, warn })).toEqual([]);
  expect(await rollbackRows()).toEqual([]);

  // Both instances watch at once: one rolls it back, the other finds the state changed and leaves it.
  const results = await Promise.all([first.app.remoteFailures.watch(), second.app.remoteFailures.watch()]);
  expect(results.flat().map(({ after: _after, ...rollback }) => rollback)).toEqual([
    { remote: 'marketing', canary: RELEASES.second, stable: RELEASES.first, loads: 30, failures: 10 },
  ]);

  const marketing = await marketingState();
  expect(marketing).toMatchObject({ stable: RELEASES.first, canary: null, percent: null, version: 2 });
  expect(marketing.changedBy).toBe('automatic rollback');
  // Audited as the system's own act, with what it decided on.
  const [row, ...more] = await rollbackRows();
  expect(more).toEqual([]);
  expect(row).toMatchObject({
    staffId: null,
    ipAddress: 'system',
    targetType: 'remote',
    targetId: 'marketing',
  });
  expect(JSON.parse(row!.detail!)).toMatchObject({
    before: `stable ${RELEASES.first}, canary ${RELEASES.second} at 50%`,
    after: `stable ${RELEASES.first}, no canary`,
    loads: 30,
    failures: 10,
    maxFailureRate: 0.1,
  });
  // Every admin who can sign in is emailed, once.
  const emails = await rollbackEmails();
  expect(emails.map((email) => email.toAddress).sort()).toEqual([...admins].sort());
  expect(emails[0]!.subject).toBe(`Public pages: canary ${RELEASES.second} rolled back automatically`);
  const rolledBack =
    (await metricValue(first.app, 'canary_rollbacks_total', { remote: 'marketing' })) +
    (await metricValue(second.app, 'canary_rollbacks_total', { remote: 'marketing' }));
  expect(rolledBack).toBe(1);

  // The canary's visitors get the stable release again: at once from the instance that rolled it
  // back, as soon as it hears of it from the other.
  const [acted, other] = results[0]!.length ? [first, second] : [second, first];
  expect(await servedBy(acted, canaryVisitor)).toBe(RELEASES.first);
  await waitFor(async () => (await servedBy(other, canaryVisitor)) === RELEASES.first, 'the other instance');
  // Nothing more to roll back: the watch leaves the stable release alone.
  expect(await first.app.remoteFailures.watch()).toEqual([]);
  expect((await marketingState()).version).toBe(2);
});

test('a canary started again after a rollback is judged on its new run alone', async () => {
  const response = await admin.postJson(STAFF_RELEASE_PATHS.canary, {
    remote: 'marketing',
    release: RELEASES.second,
    percent: 50,
    expect: 2,
  });
  expect(response.statusCode).toBe(200);
  // Started two minutes after the failed run's pages (within the hour the watch reads).
  const restart = first.clock.now + 120_000;
  await first.database.db
    .update(remoteReleases)
    .set({ canaryStartedAt: new Date(restart) })
    .where(eq(remoteReleases.remote, 'marketing'));
  first.clock.now = second.clock.now = restart;
  // 26 good pages: 10 failures in 56 pages had the earlier run counted too.
  await traffic(first, 26, 0);
  expect(await first.app.remoteFailures.watch()).toEqual([]);
  expect((await marketingState()).canary).toBe(RELEASES.second);
});
