import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';

const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));

test('a second open of the same folder is refused while the first holds it, and allowed after', () => {
  const folder = dir();
  const release = lockDataDir(folder);
  expect(() => lockDataDir(folder)).toThrow(/is in use by process \d+/);
  release();
  const again = lockDataDir(folder);
  again();
});

test('a lock left by a process that has exited is taken over', () => {
  const folder = dir();
  const dead = spawnSync(process.execPath, [
    '-e',
    'process.stdout.write(String(process.pid))',
  ]).stdout.toString();
  fs.writeFileSync(path.join(folder, '.lock'), dead);
  const release = lockDataDir(folder);
  expect(fs.readFileSync(path.join(folder, '.lock'), 'utf8')).toBe(String(process.pid));
  release();
});
