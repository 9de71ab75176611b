// `npm run admin -- help`, as the README shows it, on a machine where the site never ran: the usage,
// not "There is no database" (the other commands need one; help does not).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(60_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-help-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The admin tool with an empty DATA_DIR and no DATABASE_URL. */
function admin(argv: string[]) {
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'admin.mjs'), ...argv], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('help answers with the usage and exit 0 where there is no database yet', () => {
  const help = admin(['help']);
  expect(help.stdout).toMatch(/^Usage: npm run admin -- <command> \[options\]/);
  expect(help.stdout).toContain('backup             --to <file>');
  expect(help.code).toBe(0);
  expect(fs.readdirSync(dataDir)).toEqual([]);
});

test('no command names the usage too, as a mistyped command (exit 2); another command still needs the database', () => {
  const none = admin([]);
  expect(none.stderr).toMatch(/^Not done: Name a command\.\n\nUsage: npm run admin/);
  expect(none.code).toBe(2);
  const status = admin(['email', 'status']);
  expect(status.stderr).toMatch(/^There is no database in /);
  expect(status.code).toBe(1);
});
