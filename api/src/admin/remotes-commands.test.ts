import { and, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { RELEASES, fakeSite, releaseIn } from '../platform/remote-releases/release-test-kit';
import { createTestApp, type TestContext } from '../test/test-app';
import { runAdmin } from './admin-result';

jest.setTimeout(60_000);

const site = fakeSite();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { shellDist: site.shellDist, remoteDists: site.remoteDists } });
});
afterAll(() => ctx.close());

const admin = (...argv: string[]) =>
  runAdmin(ctx.database.db, argv, { config: ctx.config, operator: 'ravi' });
/** What the server gives a new visitor once the change's announcement has arrived (at most 2 s). */
async function servedSoon(release: string): Promise<string | null> {
  const started = Date.now();
  for (;;) {
    const served = releaseIn((await ctx.agent().get('/remotes.json')).json().marketing);
    if (served === release || Date.now() - started > 2_000) return served;
    // A pause lets the announcement's socket be read (injected requests never wait on one).
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('remotes status: each remote, what the configuration serves until a change, its releases with build time and commit', async () => {
  const { code, output } = await admin('remotes', 'status');
  expect(code).toBe(0);
  expect(output).toContain(
    `marketing (Public pages), version 0: served as the configuration says, /remotes/marketing/${RELEASES.first}/remoteEntry.js`,
  );
  expect(output).toContain(`  stable    ${RELEASES.first}`);
  expect(output).toContain(`    ${RELEASES.second}  built 2026-11-02 10:00 UTC  commit bbbbbbb`);
  expect(output).toContain(`    ${RELEASES.first}  built 2026-11-01 10:00 UTC  commit aaaaaaa  stable`);
  expect(output).toMatch(new RegExp(`    ${RELEASES.third}  built .* UTC  commit unknown`));
  for (const remote of ['userPortal', 'bdePortal', 'staff']) expect(output).toContain(`${remote} (`);
});

test('canary, promote and rollback, each naming the version it replaces; the server serves each at once', async () => {
  let result = await admin('remotes', 'canary', 'marketing', RELEASES.second, '99', '--expect', '0');
  expect(result).toEqual({
    code: 0,
    output: `marketing: stable ${RELEASES.first}, canary ${RELEASES.second} at 99%; now version 1. Every instance serves it within seconds.`,
  });
  result = await admin('remotes', 'status');
  expect(result.output).toMatch(
    /marketing \(Public pages\), version 1: changed .* UTC by ravi \(command line\)/,
  );
  expect(result.output).toMatch(
    new RegExp(`  canary    ${RELEASES.second} for 99% of visitors since .* UTC`),
  );

  result = await admin('remotes', 'promote', 'marketing', '--expect=1');
  expect(result.code).toBe(0);
  expect(result.output).toMatch(
    new RegExp(`^marketing: stable ${RELEASES.second}, no canary; now version 2\\.`),
  );
  expect(await servedSoon(RELEASES.second)).toBe(RELEASES.second);

  result = await admin('remotes', 'rollback', 'marketing', '--expect', '2');
  expect(result.code).toBe(0);
  expect(await servedSoon(RELEASES.first)).toBe(RELEASES.first);

  const rows = await ctx.database.db
    .select({ action: auditLog.action, staffId: auditLog.staffId, ipAddress: auditLog.ipAddress })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'remote'), eq(auditLog.targetId, 'marketing')));
  expect(rows).toEqual(
    ['release.canary', 'release.promote', 'release.rollback'].map((action) => ({
      action,
      staffId: null,
      ipAddress: 'command line',
    })),
  );
});

test('a change naming a version another change replaced is refused with exit code 2, saying what is there', async () => {
  const result = await admin('remotes', 'canary', 'marketing', RELEASES.third, '10', '--expect', '2');
  expect(result.code).toBe(2);
  expect(result.output).toMatch(
    new RegExp(
      `^Not done: marketing is at version 3, not 2: stable ${RELEASES.first}, no canary, changed .* by ravi \\(command line\\)\\. Another change came first`,
    ),
  );
  expect((await admin('remotes', 'status')).output).toContain('marketing (Public pages), version 3');
});

test('of two changes at once naming one version, one is made and the other exits 2', async () => {
  const results = await Promise.all([
    admin('remotes', 'canary', 'marketing', RELEASES.second, '10', '--expect', '3'),
    admin('remotes', 'canary', 'marketing', RELEASES.third, '10', '--expect', '3'),
  ]);
  expect(results.map((result) => result.code).sort()).toEqual([0, 2]);
  await admin('remotes', 'rollback', 'marketing', '--expect', '4');
});

test('mistakes are exit code 2, nothing changed, each saying what is wrong', async () => {
  const cases: Array<[string[], RegExp]> = [
    [['remotes'], /remotes takes one subcommand/],
    [['remotes', 'deploy'], /remotes takes one subcommand/],
    [['remotes', 'canary', 'marketing', RELEASES.second], /takes <remote> <release> <percent> first/],
    [['remotes', 'canary', 'marketing', RELEASES.second, '10'], /needs --expect/],
    [['remotes', 'canary', 'shell', RELEASES.second, '10', '--expect', '5'], /<remote> must be one of/],
    [
      ['remotes', 'canary', 'marketing', RELEASES.second, '100', '--expect', '5'],
      /<percent> must be a whole number from 1 to 99/,
    ],
    [['remotes', 'canary', 'marketing', RELEASES.second, '1.5', '--expect', '5'], /<percent> must be/],
    [
      ['remotes', 'canary', 'marketing', RELEASES.second, '10', '--expect', 'latest'],
      /--expect must be the version/,
    ],
    [
      ['remotes', 'canary', 'marketing', 'ffffffffffffffff', '10', '--expect', '5'],
      /<release>: No release of this remote/,
    ],
    [
      ['remotes', 'canary', 'marketing', '../../etc', '10', '--expect', '5'],
      /<release>: No release of this remote/,
    ],
    [['remotes', 'promote', 'marketing', '--expect', '5'], /<remote>: No canary runs/],
    [['remotes', 'promote', 'marketing', '--expect', '5', '--force', 'yes'], /does not take --force/],
  ];
  for (const [argv, message] of cases) {
    const result = await admin(...argv);
    expect([argv.join(' '), result.code]).toEqual([argv.join(' '), 2]);
    expect(result.output).toMatch(message);
  }
  // The folder's name is taken for its remote too.
  expect((await admin('remotes', 'rollback', 'user-portal', '--expect', '0')).output).toMatch(
    /<remote>: No canary runs and there is no earlier stable release/,
  );
  expect((await admin('remotes', 'status')).output).toContain('marketing (Public pages), version 5');
});
