import yauzl from 'yauzl';

/** Bounds on what one upload may make the reader do: a zip bomb stops at the first of them. */
export const ZIP_LIMITS = {
  entries: 2000,
  /** Every entry's declared size together, and every entry read. */
  totalBytes: 64 * 1024 * 1024,
  /** An entry this much larger than its compressed data is a bomb, not a document. */
  ratio: 200,
  /** Below this, a high ratio is harmless (a run of spaces in a small XML part). */
  ratioFreeBytes: 1024 * 1024,
};

/** Why a zip was not read: it is damaged, exceeds a limit, or uses a feature a plain Office document never does. */
export class OddZipError extends Error {}

const odd = (why: string): never => {
  throw new OddZipError(why);
};

const EOCD = 0x06054b50;
const DESCRIPTOR = 0x08074b50;

export interface ZipPackage {
  /** Entry names as written (never two equal ignoring case). */
  names: string[];
  /** An entry's content; OddZipError when it exceeds the limits or does not inflate. */
  read(name: string): Promise<Buffer>;
}

/**
 * The zip in `bytes`, read with yauzl: one disk, no encryption, stored or deflated entries only, at
 * most ZIP_LIMITS.entries of them, their declared sizes within the total and the ratio, and every byte
 * of the file belongs to an entry, the directory or its end record (nothing hidden between them or
 * after them: a zip that is also something else is refused).
 */
export async function openZip(bytes: Buffer): Promise<ZipPackage> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      strictFileNames: true,
      validateEntrySizes: true,
    });
  } catch (error) {
    return odd(`not a zip: ${String(error)}`);
  }
  if (zip.entryCount === 0 || zip.entryCount > ZIP_LIMITS.entries) odd('entry count');
  const entries = new Map<string, yauzl.Entry>();
  const seen = new Set<string>();
  const spans: Array<[number, number]> = [];
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (entry.isEncrypted()) odd('encrypted');
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) odd('compression method');
      if (seen.has(name.toLowerCase())) odd('a name twice');
      seen.add(name.toLowerCase());
      declared += entry.uncompressedSize;
      if (declared > ZIP_LIMITS.totalBytes) odd('too large once inflated');
      if (
        entry.uncompressedSize > ZIP_LIMITS.ratioFreeBytes &&
        entry.uncompressedSize > ZIP_LIMITS.ratio * Math.max(1, entry.compressedSize)
      )
        odd('compression ratio');
      const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
      let end = fileDataStart + entry.compressedSize;
      if (entry.generalPurposeBitFlag & 0x0008)
        end += end + 4 <= bytes.length && bytes.readUInt32LE(end) === DESCRIPTOR ? 16 : 12;
      spans.push([entry.relativeOffsetOfLocalHeader, end]);
      entries.set(name, entry);
    }
  } catch (error) {
    if (error instanceof OddZipError) throw error;
    return odd(`damaged: ${String(error)}`);
  }
  checkLayout(bytes, zip, spans);

  let budget = ZIP_LIMITS.totalBytes;
  return {
    names: [...entries.keys()],
    async read(name) {
      const entry = entries.get(name) ?? odd('no such entry');
      if (entry.uncompressedSize > budget) odd('too large once inflated');
      budget -= entry.uncompressedSize;
      try {
        const stream = await zip.openReadStreamPromise(entry);
        const chunks: Buffer[] = [];
        // validateEntrySizes: the stream fails as soon as it yields more than the declared size.
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } catch {
        return odd('an entry does not inflate');
      }
    },
  };
}

/** Entries laid end to end from the first byte, then the directory, then its end record to the last byte. */
function checkLayout(bytes: Buffer, zip: yauzl.ZipFile, spans: Array<[number, number]>): void {
  const end = bytes.length - 22 - Buffer.byteLength(zip.comment, 'latin1');
  if (end < 0 || bytes.readUInt32LE(end) !== EOCD) odd('data after the zip');
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 6) !== 0) odd('several disks');
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (directoryOffset + bytes.readUInt32LE(end + 12) !== end) odd('bytes after the directory');
  let expected = 0;
  for (const [start, stop] of spans.sort((a, b) => a[0] - b[0])) {
    if (start !== expected) odd('bytes between entries');
    expected = stop;
  }
  if (expected !== directoryOffset) odd('bytes before the directory');
}
