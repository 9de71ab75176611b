// The shipped systemd units (deploy/systemd/): `systemd-analyze verify` accepts them without a word,
// as it does not a misspelt directive or a missing program, and they say what the operations docs
// promise: the port from the instance's name, a production start, restarts on failure, a stop longer
// than the server's drain, a dedicated user and the hardening.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DRAIN_DEADLINE_MS } from '../api/src/ops/shutdown/drain';

const REPO = path.resolve(__dirname, '..');
const UNITS = path.join(REPO, 'deploy', 'systemd');
const FILES = ['deccan@.service', 'deccan-backup.service', 'deccan-backup.timer'];
/** What verify loads: two instances of the template, the backup and its timer. */
const VERIFIED = [
  'deccan@8080.service',
  'deccan@8081.service',
  'deccan-backup.service',
  'deccan-backup.timer',
];

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'systemd-units-'));
  for (const file of FILES) fs.copyFileSync(path.join(UNITS, file), path.join(dir, file));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** verify's exit code and what it says about our units (an unknown directive is only a warning). */
function verify() {
  const run = spawnSync(
    'systemd-analyze',
    ['verify', '--man=no', ...VERIFIED.map((unit) => path.join(dir, unit))],
    { encoding: 'utf8' },
  );
  if (run.error) throw new Error(`systemd-analyze: ${run.error.message} (apt-get install -y systemd)`);
  const problems = run.stderr.split('\n').filter((line) => /deccan/.test(line));
  return { status: run.status, problems };
}

/** Changes one line of a copied unit; the line must be there. */
function edit(file: string, from: RegExp, to: string) {
  const target = path.join(dir, file);
  const text = fs.readFileSync(target, 'utf8');
  expect(text).toMatch(from);
  fs.writeFileSync(target, text.replace(from, to));
}

/** A unit's directives, by name, every value (a directive may be given more than once). */
function directives(file: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of fs.readFileSync(path.join(UNITS, file), 'utf8').split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (match) map.set(match[1]!, [...(map.get(match[1]!) ?? []), match[2]!]);
  }
  return map;
}

test('systemd-analyze verify accepts the shipped units without a warning', () => {
  expect(verify()).toEqual({ status: 0, problems: [] });
});

test('and so the check fails on a misspelt directive, or a program that is not there', () => {
  edit('deccan@.service', /^Restart=/m, 'Restrat=');
  expect(verify().problems.join('\n')).toContain("Unknown key 'Restrat'");
  edit('deccan@.service', /^Restrat=/m, 'Restart=');
  edit('deccan-backup.service', /^ExecStart=\/bin\/sh /m, 'ExecStart=/bin/no-such-shell ');
  expect(verify().status).not.toBe(0);
});

test('an instance: its port, a production start of scripts/start.mjs, restarts, a stop past the drain, hardening', () => {
  const unit = directives('deccan@.service');
  const one = (name: string) => {
    expect(unit.get(name)).toHaveLength(1);
    return unit.get(name)![0]!;
  };
  expect(one('ExecStart')).toMatch(/^\/usr\/bin\/env PORT=%i NODE_ENV=production node scripts\/start\.mjs$/);
  expect(fs.existsSync(path.join(REPO, 'scripts', 'start.mjs'))).toBe(true);
  expect(unit.get('EnvironmentFile')?.[0]).toBe('/etc/deccan-stack/site.env');
  expect(one('Restart')).toBe('on-failure');
  expect(one('KillSignal')).toBe('SIGTERM');
  // start.mjs alone gets the SIGTERM and passes it on; the server drains, then closes.
  expect(one('KillMode')).toBe('mixed');
  expect(Number(one('TimeoutStopSec'))).toBeGreaterThanOrEqual(DRAIN_DEADLINE_MS / 1000 + 10);
  expect(one('User')).toBe('deccan');
  for (const [name, value] of Object.entries({
    NoNewPrivileges: 'yes',
    ProtectSystem: 'strict',
    ProtectHome: 'yes',
    PrivateTmp: 'yes',
    PrivateDevices: 'yes',
    ProtectKernelTunables: 'yes',
    ProtectKernelModules: 'yes',
    ProtectControlGroups: 'yes',
    RestrictAddressFamilies: 'AF_INET AF_INET6 AF_UNIX',
    StateDirectory: 'deccan-stack',
  }))
    expect(`${name}=${one(name)}`).toBe(`${name}=${value}`);
  expect(one('ReadWritePaths').split(' ')).toContain('/var/lib/deccan-stack');
});

test('the backup: a oneshot of the admin tool into the backups folder, every night by its timer', () => {
  const service = directives('deccan-backup.service');
  expect(service.get('Type')).toEqual(['oneshot']);
  expect(service.get('User')).toEqual(['deccan']);
  expect(service.get('ExecStart')?.[0]).toContain(
    'node scripts/admin.mjs backup --to /var/backups/deccan-stack/',
  );
  expect(fs.existsSync(path.join(REPO, 'scripts', 'admin.mjs'))).toBe(true);
  expect(service.get('ReadWritePaths')?.[0]?.split(' ')).toContain('/var/backups/deccan-stack');
  // Made by the instances' StateDirectory; a path that must exist would fail the backup (226/NAMESPACE).
  expect(service.get('ReadWritePaths')?.[0]?.split(' ')).toContain('-/var/lib/deccan-stack');
  const timer = directives('deccan-backup.timer');
  expect(timer.get('OnCalendar')).toEqual(['*-*-* 02:30:00 Asia/Kolkata']);
  expect(timer.get('Persistent')).toEqual(['yes']);
});
