import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar-stream';

/**
 * The backup file: a plain POSIX tar (ustar, written and read with tar-stream) holding `manifest.json`
 * first, then `database.dump`, so `tar tf` / `tar xf` read it too. Only these two regular files are
 * written or read.
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const DUMP_ENTRY = 'database.dump';

/** A manifest is a few kilobytes; a larger first entry is not ours. */
const MAX_MANIFEST_BYTES = 1024 * 1024;

const entryHeader = (name: string, size: number, mtime: Date) => ({
  name,
  size,
  mtime,
  mode: 0o600,
  uid: 0,
  gid: 0,
  type: 'file' as const,
});

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
    const archive = tar.pack();
    const written = pipeline(archive, fs.createWriteStream(temporary, { mode: 0o600, flags: 'wx' }));
    archive.entry(entryHeader(MANIFEST_ENTRY, manifest.length, madeAt), manifest);
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

const isFile = (entry: Entry | undefined, name: string) =>
  entry?.header.name === name && entry.header.type === 'file';

/** Reads the manifest, then hands the dump's entry to `reader` (which may leave it unread); closes the file after. */
async function openBackup<T>(
  file: string,
  reader: (manifest: Buffer, dump: Entry) => Promise<T>,
): Promise<T> {
  const extract = tar.extract();
  // Errors of either side reach the entries below; the catch only keeps them from going unhandled.
  void pipeline(fs.createReadStream(file), extract).catch(() => undefined);
  const entries = extract[Symbol.asyncIterator]();
  try {
    const first = (await entries.next()).value as Entry | undefined;
    if (!first || !isFile(first, MANIFEST_ENTRY) || (first.header.size ?? 0) > MAX_MANIFEST_BYTES)
      throw new NotABackup();
    const manifest = await whole(first);
    const second = (await entries.next()).value as Entry | undefined;
    if (!second || !isFile(second, DUMP_ENTRY)) throw new NotABackup();
    return await reader(manifest, second);
  } finally {
    extract.destroy();
  }
}

export interface BackupArchive {
  manifest: Buffer;
  /** The dump's size, as its entry declares it. */
  dumpBytes: number;
}

/** The manifest and the dump's declared size; null when the file is not a backup this tool wrote. */
export async function readBackupArchive(file: string): Promise<BackupArchive | null> {
  try {
    return await openBackup(file, async (manifest, dump) => ({ manifest, dumpBytes: dump.header.size ?? 0 }));
  } catch {
    return null;
  }
}

/** The dump's bytes and their SHA-256 in hex; null when the file is damaged or not a backup. */
export async function dumpDigest(file: string): Promise<{ bytes: number; sha256: string } | null> {
  try {
    return await openBackup(file, async (_manifest, dump) => {
      const hash = crypto.createHash('sha256');
      let bytes = 0;
      for await (const chunk of dump) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
      }
      return { bytes, sha256: hash.digest('hex') };
    });
  } catch {
    return null;
  }
}

/** Hands the dump to `reader` as a stream, read from the archive as `reader` consumes it. */
export function withDump<T>(file: string, reader: (dump: Readable) => Promise<T>): Promise<T> {
  return openBackup(file, (_manifest, dump) => reader(Readable.from(dump)));
}

/** The dump, whole. */
export function readDump(file: string): Promise<Buffer> {
  return openBackup(file, (_manifest, dump) => whole(dump));
}

/** The SHA-256 of a file, in hex. */
export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
