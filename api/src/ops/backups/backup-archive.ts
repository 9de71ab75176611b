import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar-stream';

/**
 * The backup file: a plain POSIX tar (ustar, written and read with tar-stream) holding `manifest.json`
 * first, then `manifest.hmac` (the manifest's seal, backup-seal.ts), then `database.dump`, so
 * `tar tf` / `tar xf` read it too. Only these regular files are written or read; backups of the first
 * format have no seal.
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const SEAL_ENTRY = 'manifest.hmac';
export const DUMP_ENTRY = 'database.dump';

/** A manifest is a few kilobytes; a larger first entry is not ours. */
const MAX_MANIFEST_BYTES = 1024 * 1024;
/** A seal is one line of hex. */
const MAX_SEAL_BYTES = 1024;

const entryHeader = (name: string, size: number, mtime: Date) => ({
  name,
  size,
  mtime,
  mode: 0o600,
  uid: 0,
  gid: 0,
  type: 'file' as const,
});

/** The archive's small members, written whole; the dump is streamed from its file. */
export interface SealedManifest {
  manifest: Buffer;
  seal: Buffer;
}

/**
 * Writes the archive to a temporary file beside `target` (mode 0600) and renames it into place, so an
 * interrupted backup never leaves a file that looks whole. The dump is streamed from `dumpFile`.
 */
export async function writeBackupArchive(
  target: string,
  { manifest, seal }: SealedManifest,
  dumpFile: string,
  madeAt: Date,
) {
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${crypto.randomBytes(4).toString('hex')}.partial`,
  );
  const dumpBytes = fs.statSync(dumpFile).size;
  try {
    const archive = tar.pack();
    const written = pipeline(archive, fs.createWriteStream(temporary, { mode: 0o600, flags: 'wx' }));
    archive.entry(entryHeader(MANIFEST_ENTRY, manifest.length, madeAt), manifest);
    archive.entry(entryHeader(SEAL_ENTRY, seal.length, madeAt), seal);
    const dump = pipeline(
      fs.createReadStream(dumpFile),
      archive.entry(entryHeader(DUMP_ENTRY, dumpBytes, madeAt)),
    ).then(() => archive.finalize());
    await Promise.all([written, dump]);
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

/** One entry of an archive being read: its header, and its content as a stream. */
type Entry = tar.ExtractEvents['entry'][1];

async function whole(entry: Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The file is not a backup this tool wrote: not a tar, other entries, or cut short. */
class NotABackup extends Error {}

/** The dump read for a restore is not the one its manifest describes. */
export class DumpMismatch extends Error {}

const isFile = (entry: Entry | undefined, name: string) =>
  entry?.header.name === name && entry.header.type === 'file';

interface Opened {
  manifest: Buffer;
  /** Null in a backup of the first format. */
  seal: Buffer | null;
  dump: Entry;
  /** Whether the archive ends after the dump (call once the dump was read). */
  endsAfterDump(): Promise<boolean>;
}

/**
 * Reads the manifest and the seal (each bounded), then hands the dump's entry to `reader` (which may
 * leave it unread); closes the file after.
 */
async function openBackup<T>(file: string, reader: (opened: Opened) => Promise<T>): Promise<T> {
  const extract = tar.extract();
  // Errors of either side reach the entries below; the catch only keeps them from going unhandled.
  void pipeline(fs.createReadStream(file), extract).catch(() => undefined);
  const entries = extract[Symbol.asyncIterator]();
  const next = async () => (await entries.next()).value as Entry | undefined;
  try {
    const first = await next();
    if (!first || !isFile(first, MANIFEST_ENTRY) || (first.header.size ?? 0) > MAX_MANIFEST_BYTES)
      throw new NotABackup();
    const manifest = await whole(first);
    let seal: Buffer | null = null;
    let second = await next();
    if (second && isFile(second, SEAL_ENTRY)) {
      if ((second.header.size ?? 0) > MAX_SEAL_BYTES) throw new NotABackup();
      seal = await whole(second);
      second = await next();
    }
    if (!second || !isFile(second, DUMP_ENTRY)) throw new NotABackup();
    const endsAfterDump = async () => (await entries.next()).done === true;
    return await reader({ manifest, seal, dump: second, endsAfterDump });
  } finally {
    extract.destroy();
  }
}

export interface BackupArchive {
  manifest: Buffer;
  seal: Buffer | null;
  /** The dump's size, as its entry declares it. */
  dumpBytes: number;
}

/** The manifest, its seal and the dump's declared size; null when the file is not a backup this tool wrote. */
export async function readBackupArchive(file: string): Promise<BackupArchive | null> {
  try {
    return await openBackup(file, async ({ manifest, seal, dump }) => ({
      manifest,
      seal,
      dumpBytes: dump.header.size ?? 0,
    }));
  } catch {
    return null;
  }
}

export interface DumpDigest {
  bytes: number;
  sha256: string;
}

/**
 * The dump's bytes and their SHA-256 in hex; null when the file is damaged, not a backup, or holds
 * anything after the dump.
 */
export async function dumpDigest(file: string): Promise<DumpDigest | null> {
  try {
    return await openBackup(file, async ({ dump, endsAfterDump }) => {
      const hash = crypto.createHash('sha256');
      let bytes = 0;
      for await (const chunk of dump) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
      }
      if (!(await endsAfterDump())) throw new NotABackup();
      return { bytes, sha256: hash.digest('hex') };
    });
  } catch {
    return null;
  }
}

/**
 * The dump as it is read, checked against what its manifest says: every chunk but the last is passed
 * on at once, and the last only once the whole dump has its size and SHA-256. A dump that changed
 * after it was checked ends in DumpMismatch instead, so its reader never sees it whole.
 */
function checked(expected: DumpDigest): Transform {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  let held: Buffer | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      const previous = held;
      held = chunk;
      done(null, previous ?? undefined);
    },
    flush(done) {
      if (bytes !== expected.bytes || hash.digest('hex') !== expected.sha256) {
        done(new DumpMismatch('the dump changed while it was read: it no longer matches its manifest'));
        return;
      }
      done(null, held ?? undefined);
    },
  });
}

/** Hands the dump to `reader` as a stream, read from the archive as `reader` consumes it and checked. */
export function withDump<T>(
  file: string,
  expected: DumpDigest,
  reader: (dump: Readable) => Promise<T>,
): Promise<T> {
  return openBackup(file, ({ dump }) => {
    const stream = checked(expected);
    // pipeline destroys `stream` with any error, which reaches the reader; the catch only keeps it handled.
    void pipeline(Readable.from(dump), stream).catch(() => undefined);
    return reader(stream);
  });
}

/** The dump, whole; checked against the manifest's size and SHA-256 when `expected` is given. */
export function readDump(file: string, expected?: DumpDigest): Promise<Buffer> {
  return openBackup(file, async ({ dump }) => {
    const bytes = await whole(dump);
    if (
      expected &&
      (bytes.length !== expected.bytes ||
        crypto.createHash('sha256').update(bytes).digest('hex') !== expected.sha256)
    ) {
      throw new DumpMismatch('the dump changed while it was read: it no longer matches its manifest');
    }
    return bytes;
  });
}

/** The SHA-256 of a file, in hex. */
export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
