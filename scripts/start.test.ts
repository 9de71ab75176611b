// `npm start` (scripts/start.mjs) as a supervisor sees it: a server killed by a signal makes start exit
// as a shell reports it (SIGKILL: 137), a production start never builds and refuses, in one JSON line,
// to start without a build, and a developer's start builds first and passes SIGTERM on.
// Each runs a copy of start.mjs in a folder of its own standing in for the repository (the real api/
// and node_modules/ linked in, a stand-in build.mjs that only notes it ran), so that the real apps'
// builds are neither needed nor touched.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, BUILD_STAMP } from './build-state.mjs';
import { freePort } from './bench/free-port';

jest.setTimeout(120_000);

const REPO = path.resolve(__dirname, '..');
const BUILD_RAN = 'build-ran';
const folders: string[] = [];
/** Every start run, so that a failed test leaves neither start nor its server running. */
const runs: Started[] = [];
afterAll(() => {
  for (const run of runs) {
    for (const text of run.lines) {
      try {
        const { pid } = JSON.parse(text) as { pid?: number };
        if (pid && pid !== run.child.pid) process.kill(pid, 'SIGKILL');
      } catch {
        // not a line of the server's, or the server is gone
      }
    }
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
  }
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A stand-in repository: start.mjs and build-state.mjs copied, the API linked, the apps built or not. */
function standIn({ built }: { built: boolean }): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
  folders.push(root);
  fs.mkdirSync(path.join(root, 'scripts'));
  for (const file of ['start.mjs', 'build-state.mjs'])
    fs.copyFileSync(path.join(REPO, 'scripts', file), path.join(root, 'scripts', file));
  fs.writeFileSync(
    path.join(root, 'scripts', 'build.mjs'),
    `import fs from 'node:fs';\nfs.writeFileSync(new URL('../${BUILD_RAN}', import.meta.url), process.argv.slice(2).join(' '));\n`,
  );
  for (const linked of ['api', 'node_modules'])
    fs.symlinkSync(path.join(REPO, linked), path.join(root, linked));
  if (built) {
    for (const app of APPS) {
      fs.mkdirSync(path.join(root, app, 'dist'), { recursive: true });
      fs.writeFileSync(path.join(root, app, 'dist', BUILD_STAMP), new Date().toISOString());
      if (app === 'shell') continue;
      fs.mkdirSync(path.join(root, app, 'releases'));
      fs.writeFileSync(path.join(root, app, 'releases', 'current.json'), '{"version":"0000000000000000"}');
    }
  }
  return root;
}

interface Started {
  child: ChildProcess;
  lines: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The first line whose JSON matches, once it is written. */
  line(match: (entry: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

/** Runs the stand-in's start.mjs as `npm start` would, with the environment given. */
async function start(root: string, env: Record<string, string | undefined>): Promise<Started> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-test-data-'));
  folders.push(dataDir);
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    METRICS_ADDR: 'off',
    LOG_LEVEL: 'info',
    REMOTES_FILE: undefined,
    REMOTE_MARKETING_URL: undefined,
    REMOTE_USER_PORTAL_URL: undefined,
    REMOTE_BDE_PORTAL_URL: undefined,
    REMOTE_STAFF_URL: undefined,
    ...env,
  };
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiting = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (pending + chunk).split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts);
      for (const wake of waiting) wake();
    });
    stream.on('end', () => pending && lines.push(pending));
  }
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const parsed = () =>
    lines.flatMap((text) => {
      try {
        return [JSON.parse(text) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  const line = (match: (entry: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const found = parsed().find(match);
        if (found) {
          waiting.delete(check);
          resolve(found);
        }
      };
      waiting.add(check);
      check();
      void exit.then(() => {
        check();
        reject(new Error(`start exited before the line was written:\n${lines.join('\n')}`));
      });
    });
  const started = { child, lines, exit, line };
  runs.push(started);
  return started;
}

const serving = (entry: Record<string, unknown>) => String(entry.msg).startsWith('serving on');
const notJson = (lines: string[]) =>
  lines.filter((text) => {
    if (!text.trim()) return false;
    try {
      return typeof JSON.parse(text) !== 'object';
    } catch {
      return true;
    }
  });

test('production: the server SIGKILLed, start exits 137 (as a shell reports it), without having built', async () => {
  const root = standIn({ built: true });
  const started = await start(root, { NODE_ENV: 'production' });
  const ready = await started.line(serving);
  expect(ready.pid).not.toBe(started.child.pid);
  process.kill(Number(ready.pid), 'SIGKILL');
  expect(await started.exit).toEqual({ code: 137, signal: null });
  expect(fs.existsSync(path.join(root, BUILD_RAN))).toBe(false);
  expect(notJson(started.lines)).toEqual([]);
});

test('production: an app without a build stops the start in one JSON line naming `npm run build`, building nothing', async () => {
  const root = standIn({ built: false });
  const started = await start(root, { NODE_ENV: 'production' });
  const { code } = await started.exit;
  expect(code).not.toBe(0);
  expect(code).not.toBeNull();
  const output = started.lines.filter((text) => text.trim());
  expect(output).toHaveLength(1);
  const entry = JSON.parse(output[0]!) as { level: number; msg: string };
  expect(entry.level).toBeGreaterThanOrEqual(50);
  expect(entry.msg).toContain('npm run build');
  expect(entry.msg).toContain('shell');
  expect(fs.existsSync(path.join(root, BUILD_RAN))).toBe(false);
}, 30_000);

test('a developer’s start builds what is stale first, and SIGTERM to start stops the server cleanly: exit 0', async () => {
  const root = standIn({ built: false });
  const started = await start(root, { NODE_ENV: undefined });
  await started.line(serving);
  expect(fs.readFileSync(path.join(root, BUILD_RAN), 'utf8')).toBe('--if-stale');
  started.child.kill('SIGTERM');
  expect(await started.exit).toEqual({ code: 0, signal: null });
  expect(started.lines.map((text) => text && JSON.parse(text))).toContainEqual(
    expect.objectContaining({ msg: 'SIGTERM: closing' }),
  );
});
