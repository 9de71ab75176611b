import { and, eq } from 'drizzle-orm';
import { STAFF_RELEASE_PATHS } from 'shared/contract/releases';
import { REMOTE_FAILURES_PATH } from 'shared/contract/remote-failures';
import { REMOTE_FAILURE_MESSAGES } from 'shared/contract/remote-failure-schema';
import { remoteFailureCounts } from '../../db/schema';
import { CROSS_SITE_REJECTED } from '../../plugins/anti-forgery';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { metricValue } from '../../test/metric-value';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { RELEASES, fakeSite, releaseIn } from '../remote-releases/release-test-kit';

jest.setTimeout(60_000);

// The first release stable, the second a canary for half the visitors.
const site = fakeSite();
let ctx: TestContext;
let addresses = 0;

beforeAll(async () => {
  ctx = await createTestApp({ config: { shellDist: site.shellDist, remoteDists: site.remoteDists } });
  const admin = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id);
  const started = await admin.postJson(STAFF_RELEASE_PATHS.canary, {
    remote: 'marketing',
    release: RELEASES.second,
    percent: 50,
    expect: 0,
  });
  expect(started.statusCode).toBe(200);
});
afterAll(() => ctx.close());

/** A visitor of their own address who has been served /aboutus: the release of marketing they got. */
async function visitor() {
  const remoteAddress = `203.0.113.${(addresses += 1)}`;
  const agent = ctx.agent();
  const page = await agent.request({ method: 'GET', url: '/aboutus', remoteAddress });
  expect(page.statusCode).toBe(200);
  const release = releaseIn(page.body)!;
  expect([RELEASES.first, RELEASES.second]).toContain(release);
  return { agent, remoteAddress, release, track: release === RELEASES.second ? 'canary' : 'stable' };
}

/** The report as navigator.sendBeacon sends it: url-encoded, the browser's cookies, no token. */
function beacon(
  agent: TestAgent,
  remoteAddress: string,
  fields: Record<string, string> | string,
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
) {
  return agent.request({
    method: 'POST',
    url: REMOTE_FAILURES_PATH,
    payload: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', ...headers },
    remoteAddress,
    xsrf: false,
  });
}

const failures = (labels: Record<string, string> = {}) =>
  metricValue(ctx.app, 'remote_failures_total', { remote: 'marketing', ...labels });

async function storedCounts(release: string) {
  await ctx.app.remoteFailures.flush();
  const rows = await ctx.database.db
    .select()
    .from(remoteFailureCounts)
    .where(and(eq(remoteFailureCounts.remote, 'marketing'), eq(remoteFailureCounts.release, release)));
  return rows.reduce(
    (sum, row) => ({
      loads: sum.loads + row.loads,
      failures: sum.failures + row.loadFailures + row.renderFailures,
    }),
    { loads: 0, failures: 0 },
  );
}

test('a report of the release the visitor was served is counted, by release, track and kind', async () => {
  const { agent, remoteAddress, release, track } = await visitor();
  const before = await storedCounts(release);
  expect(await metricValue(ctx.app, 'remote_loads_total', { remote: 'marketing', release, track })).toBe(
    before.loads,
  );

  const response = await beacon(agent, remoteAddress, { remote: 'marketing', release, kind: 'render' });
  expect(response.statusCode).toBe(204);
  expect(response.body).toBe('');
  expect(await failures({ release, track, kind: 'render' })).toBe(1);
  // Every instance's counts reach the database in its next batch.
  expect(await storedCounts(release)).toEqual({ loads: before.loads, failures: before.failures + 1 });
});

test('a report of a remote or release the visitor was not served is refused, naming the field, and not counted', async () => {
  const { agent, remoteAddress, release } = await visitor();
  const other = release === RELEASES.first ? RELEASES.second : RELEASES.first;
  const counted = await failures();
  const stored = await storedCounts(other);
  const refusals: Array<[Record<string, string>, string, string]> = [
    [{ remote: 'marketing', release: other, kind: 'load' }, 'release', REMOTE_FAILURE_MESSAGES.notYours],
    [
      { remote: 'marketing', release: RELEASES.third, kind: 'load' },
      'release',
      REMOTE_FAILURE_MESSAGES.notYours,
    ],
    [{ remote: 'marketing', release: '../../etc', kind: 'load' }, 'release', REMOTE_FAILURE_MESSAGES.release],
    [{ remote: 'shop', release, kind: 'load' }, 'remote', REMOTE_FAILURE_MESSAGES.remote],
    [{ remote: 'marketing', release, kind: 'crash' }, 'kind', REMOTE_FAILURE_MESSAGES.kind],
    [{ remote: 'marketing', release, kind: 'load', message: 'TypeError at …' }, 'message', 'Unknown field.'],
  ];
  for (const [fields, field, message] of refusals) {
    const response = await beacon(agent, remoteAddress, fields);
    expect({ fields, status: response.statusCode }).toEqual({ fields, status: 400 });
    expect(response.json().errors[field]).toEqual([message]);
  }
  expect(await failures()).toBe(counted);
  expect(await storedCounts(other)).toEqual(stored);
});

test('an oversized report is refused with 413 before it is read, and not counted', async () => {
  const { agent, remoteAddress, release } = await visitor();
  const counted = await failures();
  const padded = `${new URLSearchParams({ remote: 'marketing', release, kind: 'load' })}&pad=${'x'.repeat(300)}`;
  const response = await beacon(agent, remoteAddress, padded);
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ title: 'The request is too large.', status: 413 });
  expect(await failures()).toBe(counted);
});

test('one address sends a few reports a minute: the rest are refused with 429 and not counted', async () => {
  const { agent, remoteAddress, release } = await visitor();
  const counted = await failures();
  const statuses: number[] = [];
  for (let i = 0; i < 14; i += 1) {
    const response = await beacon(agent, remoteAddress, { remote: 'marketing', release, kind: 'load' });
    statuses.push(response.statusCode);
    if (response.statusCode === 429) {
      expect(response.json().title).toBe(REMOTE_FAILURE_MESSAGES.tooMany);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  }
  expect(statuses).toEqual([...Array(10).fill(204), ...Array(4).fill(429)]);
  expect(await failures()).toBe(counted + 10);
  expect(await metricValue(ctx.app, 'rate_limited_total', { limit: 'remote-failures' })).toBe(4);

  // Another address is not held back; this one gets a report again as its budget refills.
  const someoneElse = await visitor();
  const fields = { remote: 'marketing', release: someoneElse.release, kind: 'load' };
  expect((await beacon(someoneElse.agent, someoneElse.remoteAddress, fields)).statusCode).toBe(204);
  ctx.clock.now += 6_000;
  expect(
    (await beacon(agent, remoteAddress, { remote: 'marketing', release, kind: 'load' })).statusCode,
  ).toBe(204);
});

test('no anti-forgery token is asked for (a beacon cannot send one), but a page of another origin is refused', async () => {
  const { agent, remoteAddress, release } = await visitor();
  const counted = await failures();
  const fields = { remote: 'marketing', release, kind: 'load' };
  const otherOrigins: Array<Record<string, string>> = [
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
  ];
  for (const headers of otherOrigins) {
    const response = await beacon(agent, remoteAddress, fields, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().title).toBe(CROSS_SITE_REJECTED);
  }
  expect(await failures()).toBe(counted);
});
