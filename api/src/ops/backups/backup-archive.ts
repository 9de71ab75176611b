import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * The backup file: a plain POSIX tar (ustar) holding `manifest.json` first, then `database.dump`, so
 * `tar tf` / `tar xf` read it too. Only these two regular files are written or read; a dump of up to
 * 8 GiB fits ustar's size field.
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const DUMP_ENTRY = 'database.dump';

const BLOCK = 512;
const MAX_ENTRY_BYTES = 8 ** 11 - 1;

function header(name: string, size: number, mtime: Date): Buffer {
  if (size > MAX_ENTRY_BYTES) throw new Error(`${name} is larger than a tar entry can hold (8 GiB)`);
  const block = Buffer.alloc(BLOCK);
  const field = (offset: number, length: number, value: string) =>
    block.write(value, offset, length, 'ascii');
  const octal = (offset: number, length: number, value: number) =>
    field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
  field(0, 100, name);
  octal(100, 8, 0o600);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, Math.floor(mtime.getTime() / 1000));
  field(148, 8, '        ');
  field(156, 1, '0');
  field(257, 6, 'ustar\0');
  field(263, 2, '00');
  const sum = block.reduce((total, byte) => total + byte, 0);
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/**
 * Writes the archive to a temporary file beside `target` (mode 0600) and renames it into place, so an
 * interrupted backup never leaves a file that looks whole. The dump is streamed from `dumpFile`.
 */
export async function writeBackupArchive(target: string, manifest: Buffer, dumpFile: string, madeAt: Date) {
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${crypto.randomBytes(4).toString('hex')}.partial`,
  );
  const dumpBytes = fs.statSync(dumpFile).size;
  try {
    const out = fs.createWriteStream(temporary, { mode: 0o600, flags: 'wx' });
    async function* parts() {
      yield header(MANIFEST_ENTRY, manifest.length, madeAt);
      yield manifest;
      yield padding(manifest.length);
      yield header(DUMP_ENTRY, dumpBytes, madeAt);
      yield* fs.createReadStream(dumpFile);
      yield padding(dumpBytes);
      yield Buffer.alloc(BLOCK * 2);
    }
    await pipeline(parts, out);
    const handle = fs.openSync(temporary, 'r');
    try {
      fs.fsyncSync(handle);
    } finally {
      fs.closeSync(handle);
    }
    fs.renameSync(temporary, target);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

export interface BackupArchive {
  manifest: Buffer;
  /** Where the dump lies in the file: read it with `createReadStream(file, { start, end })`. */
  dump: { start: number; bytes: number };
}

function readBlock(handle: number, position: number): Buffer | null {
  const block = Buffer.alloc(BLOCK);
  return fs.readSync(handle, block, 0, BLOCK, position) === BLOCK ? block : null;
}

function parseHeader(block: Buffer): { name: string; size: number } | null {
  const text = (offset: number, length: number) =>
    block.toString('ascii', offset, offset + length).replace(/\0.*$/s, '');
  const stored = parseInt(text(148, 8).trim(), 8);
  const copy = Buffer.from(block);
  copy.write('        ', 148, 8, 'ascii');
  if (copy.reduce((total, byte) => total + byte, 0) !== stored || text(156, 1) !== '0') return null;
  const size = parseInt(text(124, 12).trim(), 8);
  return Number.isSafeInteger(size) ? { name: text(0, 100), size } : null;
}

/** Finds the two entries; null when the file is not a backup this tool wrote. */
export function readBackupArchive(file: string): BackupArchive | null {
  const handle = fs.openSync(file, 'r');
  try {
    const total = fs.fstatSync(handle).size;
    const first = readBlock(handle, 0);
    const manifestHeader = first && parseHeader(first);
    if (!manifestHeader || manifestHeader.name !== MANIFEST_ENTRY || manifestHeader.size > 1024 * 1024)
      return null;
    const manifest = Buffer.alloc(manifestHeader.size);
    if (fs.readSync(handle, manifest, 0, manifest.length, BLOCK) !== manifest.length) return null;
    const dumpAt = BLOCK + manifest.length + padding(manifest.length).length;
    const second = readBlock(handle, dumpAt);
    const dumpHeader = second && parseHeader(second);
    if (!dumpHeader || dumpHeader.name !== DUMP_ENTRY) return null;
    if (dumpAt + BLOCK + dumpHeader.size > total) return null;
    return { manifest, dump: { start: dumpAt + BLOCK, bytes: dumpHeader.size } };
  } finally {
    fs.closeSync(handle);
  }
}

/** The SHA-256 of a stretch of a file, in hex. */
export async function sha256Of(file: string, range?: { start: number; bytes: number }): Promise<string> {
  const hash = crypto.createHash('sha256');
  if (range?.bytes === 0) return hash.digest('hex');
  const stream = range
    ? fs.createReadStream(file, { start: range.start, end: range.start + range.bytes - 1 })
    : fs.createReadStream(file);
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
