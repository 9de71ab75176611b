import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  DumpMismatch,
  dumpDigest,
  readBackupArchive,
  readDump,
  withDump,
  writeBackupArchive,
} from './backup-archive';

const tar = (...args: string[]) => promisify(execFile)('tar', args, { encoding: 'utf8' });

let work: string;
const manifest = Buffer.from('{"format":"test"}\n');
const seal = Buffer.from(`${'ab'.repeat(32)}\n`);
const dump = crypto.randomBytes(70_000); // several tar blocks, the last one partly filled

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-archive-'));
  fs.writeFileSync(path.join(work, 'manifest.json'), manifest);
  fs.writeFileSync(path.join(work, 'manifest.hmac'), seal);
  fs.writeFileSync(path.join(work, 'database.dump'), dump);
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test('a backup is a tar of the manifest, its seal, then the dump, private to its owner', async () => {
  const file = path.join(work, 'site.backup');
  await writeBackupArchive(
    file,
    { manifest, seal },
    path.join(work, 'database.dump'),
    new Date('2026-01-02T03:04:05Z'),
  );
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const listing = (await tar('-tvf', file)).stdout.trim().split('\n');
  expect(listing).toEqual([
    expect.stringMatching(/^-rw------- .* 18 2026-01-02 \d\d:\d\d manifest\.json$/),
    expect.stringMatching(/^-rw------- .* 65 2026-01-02 \d\d:\d\d manifest\.hmac$/),
    expect.stringMatching(/^-rw------- .* 70000 2026-01-02 \d\d:\d\d database\.dump$/),
  ]);
  expect(await readBackupArchive(file)).toEqual({ manifest, seal, dumpBytes: dump.length });
  expect(await readDump(file)).toEqual(dump);
  expect(await dumpDigest(file)).toEqual({
    bytes: dump.length,
    sha256: crypto.createHash('sha256').update(dump).digest('hex'),
  });
});

test('a ustar archive written by another tar is read the same; one of the first format has no seal', async () => {
  const file = path.join(work, 'gnu.backup');
  await tar('--format=ustar', '-cf', file, '-C', work, 'manifest.json', 'manifest.hmac', 'database.dump');
  expect(await readBackupArchive(file)).toEqual({ manifest, seal, dumpBytes: dump.length });
  expect(await readDump(file)).toEqual(dump);
  const first = path.join(work, 'first-format.backup');
  await tar('--format=ustar', '-cf', first, '-C', work, 'manifest.json', 'database.dump');
  expect(await readBackupArchive(first)).toEqual({ manifest, seal: null, dumpBytes: dump.length });
});

test('anything else is not a backup: another file, other entries, the dump cut short, a member added', async () => {
  const other = path.join(work, 'hello');
  fs.writeFileSync(other, 'hello');
  const swapped = path.join(work, 'swapped.backup');
  await tar('--format=ustar', '-cf', swapped, '-C', work, 'database.dump', 'manifest.json');
  for (const file of [other, swapped]) {
    expect(await readBackupArchive(file)).toBeNull();
    expect(await dumpDigest(file)).toBeNull();
  }
  const added = path.join(work, 'added.backup');
  await tar(
    '--format=ustar',
    '-cf',
    added,
    '-C',
    work,
    'manifest.json',
    'manifest.hmac',
    'database.dump',
    'hello',
  );
  expect(await readBackupArchive(added)).not.toBeNull();
  expect(await dumpDigest(added)).toBeNull();
  const cut = path.join(work, 'cut.backup');
  await writeBackupArchive(cut, { manifest, seal }, path.join(work, 'database.dump'), new Date());
  fs.truncateSync(cut, fs.statSync(cut).size - 30_000);
  expect(await dumpDigest(cut)).toBeNull();
  await expect(readDump(cut)).rejects.toThrow();
});

test('the dump read for a restore is checked as it is read: a changed one never reaches its reader whole', async () => {
  const file = path.join(work, 'checked.backup');
  await writeBackupArchive(file, { manifest, seal }, path.join(work, 'database.dump'), new Date());
  const right = (await dumpDigest(file))!;
  const wrong = { ...right, sha256: '0'.repeat(64) };
  expect(await readDump(file, right)).toEqual(dump);
  await expect(readDump(file, wrong)).rejects.toThrow(DumpMismatch);
  const received = async (expected: typeof right) => {
    let bytes = 0;
    const outcome = await withDump(file, expected, async (stream) => {
      for await (const chunk of stream) bytes += (chunk as Buffer).length;
    }).then(
      () => 'read',
      (error: unknown) => error,
    );
    return { outcome, bytes };
  };
  expect(await received(right)).toEqual({ outcome: 'read', bytes: dump.length });
  const changed = await received(wrong);
  expect(changed.outcome).toBeInstanceOf(DumpMismatch);
  expect(changed.bytes).toBeLessThan(dump.length);
});
