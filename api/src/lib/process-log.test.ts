/**
 * A process using the server's logger (process-log.ts) writes only JSON lines, even as it crashes: a
 * warning is a warn line, an uncaught exception or an unhandled rejection one fatal line carrying its
 * stack, and the process exits 1.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'process-log-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs a script that makes the logger, warns, then fails as `failure` says; its output and exit code. */
function crash(failure: string) {
  const script = path.join(dir, `crash-${Math.random().toString(36).slice(2)}.ts`);
  fs.writeFileSync(
    script,
    [
      `import { processLogger } from ${JSON.stringify(path.join(__dirname, 'process-log'))};`,
      'const log = processLogger();',
      "log.info('up');",
      "process.emitWarning('something is deprecated', 'DeprecationWarning');",
      `setTimeout(() => { ${failure} }, 20);`,
    ].join('\n'),
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    encoding: 'utf8',
    // Node prints warnings in plain text unless told not to, as the server is not.
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const lines = `${run.stdout}${run.stderr}`.split('\n').filter((line) => line !== '');
  return { status: run.status, lines };
}

test.each([
  ['an uncaught exception', "throw new Error('the disk fell off');", 'uncaughtException'],
  ['an unhandled rejection', "void Promise.reject(new Error('the disk fell off'));", 'unhandledRejection'],
])('%s: one fatal JSON line with its stack, exit 1, nothing else but JSON', (_what, failure, event) => {
  const { status, lines } = crash(failure);
  expect(status).toBe(1);
  const entries = lines.map(
    (line) => JSON.parse(line) as { level: number; msg: string; err?: { stack?: string } },
  );
  expect(entries.map((entry) => [entry.level, entry.msg])).toEqual([
    [30, 'up'],
    [40, 'something is deprecated'],
    [60, `${event}: the disk fell off`],
  ]);
  expect(entries[2]!.err?.stack).toContain('the disk fell off');
});
