import { remoteFailureCounts } from '../db/schema';
import { RELEASES, fakeSite } from '../platform/remote-releases/release-test-kit';
import { createTestApp, type TestContext } from '../test/test-app';
import { runAdmin } from './admin-result';

const site = fakeSite();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { shellDist: site.shellDist, remoteDists: site.remoteDists } });
});
afterAll(() => ctx.close());

test("remotes status: how often each release failed in visitors' browsers in the last hour", async () => {
  const minute = (ago: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 - ago * 60_000);
  await ctx.database.db.insert(remoteFailureCounts).values([
    { remote: 'marketing', release: RELEASES.first, windowStart: minute(0), loads: 150, loadFailures: 1 },
    { remote: 'marketing', release: RELEASES.first, windowStart: minute(5), loads: 50, renderFailures: 2 },
    { remote: 'marketing', release: RELEASES.second, windowStart: minute(1), loads: 40, loadFailures: 6 },
    // Older than the hour: not counted.
    { remote: 'marketing', release: RELEASES.second, windowStart: minute(90), loads: 900, loadFailures: 0 },
  ]);
  const { code, output } = await runAdmin(ctx.database.db, ['remotes', 'status'], { config: ctx.config });
  expect(code).toBe(0);
  expect(output).toContain(
    `    ${RELEASES.first}  built 2026-11-01 10:00 UTC  commit aaaaaaa  stable  failed 1.5% (3 of 200 pages, last hour)`,
  );
  expect(output).toContain(
    `    ${RELEASES.second}  built 2026-11-02 10:00 UTC  commit bbbbbbb  failed 15.0% (6 of 40 pages, last hour)`,
  );
  // A release no one was served in the hour has no figure.
  expect(output).toMatch(new RegExp(`    ${RELEASES.third}  built .* UTC  commit unknown\\n`));
});
