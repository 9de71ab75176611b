import zlib from 'node:zlib';

/** One file of a zip, as its central directory and local header agree on it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where its compressed data starts. */
  dataOffset: number;
}

/** Why a zip was not read: it is damaged, or uses a feature a plain Office document never does. */
export class OddZipError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 2000;

const odd = (why: string): never => {
  throw new OddZipError(why);
};

/** Little-endian reads that refuse to run past the end. */
function reader(bytes: Buffer) {
  const check = (offset: number, length: number) => {
    if (offset < 0 || offset + length > bytes.length) odd('a record runs past the end');
    return offset;
  };
  return {
    u16: (offset: number) => bytes.readUInt16LE(check(offset, 2)),
    u32: (offset: number) => bytes.readUInt32LE(check(offset, 4)),
    text: (offset: number, length: number) => bytes.toString('utf8', check(offset, length), offset + length),
  };
}

/** The end-of-central-directory record: the last one, whose comment must reach the file's end exactly. */
function findEnd(bytes: Buffer): number {
  const from = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= from; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) {
      if (at + EOCD_SIZE + bytes.readUInt16LE(at + 20) !== bytes.length) odd('data after the zip');
      return at;
    }
  }
  return odd('no end of central directory');
}

/**
 * The entries of a zip held in memory, read from its central directory and checked against each local
 * header. Strict on purpose: one disk, no ZIP64, no encryption, stored or deflated data only, and every
 * byte of the file belongs to an entry, the directory or its end record (nothing hidden between them,
 * nothing before or after: a zip that is also something else is refused).
 */
export function readZip(bytes: Buffer): ZipEntry[] {
  const read = reader(bytes);
  const end = findEnd(bytes);
  const count = read.u16(end + 10);
  const directorySize = read.u32(end + 12);
  const directoryOffset = read.u32(end + 16);
  if (read.u16(end + 4) !== 0 || read.u16(end + 6) !== 0 || read.u16(end + 8) !== count) odd('several disks');
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) odd('ZIP64');
  if (count === 0 || count > MAX_ENTRIES) odd('entry count');
  if (directoryOffset + directorySize !== end) odd('the directory does not end where its end record starts');

  const entries: Array<ZipEntry & { headerOffset: number; dataEnd: number }> = [];
  const names = new Set<string>();
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (read.u32(at) !== CENTRAL) odd('a directory entry is damaged');
    const flags = read.u16(at + 8);
    const method = read.u16(at + 10);
    const compressedSize = read.u32(at + 20);
    const uncompressedSize = read.u32(at + 24);
    const nameLength = read.u16(at + 28);
    const extraLength = read.u16(at + 30);
    const commentLength = read.u16(at + 32);
    const headerOffset = read.u32(at + 42);
    const name = read.text(at + 46, nameLength);
    if (flags & 0x0001 || flags & 0x0040) odd('encrypted');
    if (method !== 0 && method !== 8) odd(`compression method ${method}`);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || headerOffset === 0xffffffff)
      odd('ZIP64');
    if (!name || name.startsWith('/') || name.includes('\\') || name.split('/').includes('..'))
      odd('a strange name');
    if (names.has(name.toLowerCase())) odd('a name twice');
    names.add(name.toLowerCase());
    at += 46 + nameLength + extraLength + commentLength;

    if (read.u32(headerOffset) !== LOCAL) odd('a local header is missing');
    const localName = read.text(headerOffset + 30, read.u16(headerOffset + 26));
    if (localName !== name || read.u16(headerOffset + 8) !== method) odd('a local header disagrees');
    const dataOffset = headerOffset + 30 + read.u16(headerOffset + 26) + read.u16(headerOffset + 28);
    let dataEnd = dataOffset + compressedSize;
    if (flags & 0x0008) dataEnd += read.u32(dataEnd) === DESCRIPTOR ? 16 : 12;
    entries.push({ name, method, compressedSize, uncompressedSize, dataOffset, headerOffset, dataEnd });
  }
  if (at !== end) odd('the directory has more than its entries');

  // Entries laid end to end from the first byte to the directory: no overlaps, no gaps.
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.headerOffset - b.headerOffset)) {
    if (entry.headerOffset !== expected) odd('bytes between entries');
    expected = entry.dataEnd;
  }
  if (expected !== directoryOffset) odd('bytes before the directory');
  return entries.map(({ name, method, compressedSize, uncompressedSize, dataOffset }) => ({
    name,
    method,
    compressedSize,
    uncompressedSize,
    dataOffset,
  }));
}

/** One entry's content, at most `maxBytes` of it once inflated (else an OddZipError). */
export function entryContent(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.uncompressedSize > maxBytes) odd('an entry is too large');
  if (entry.method === 0) return data;
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    return odd('an entry does not inflate');
  }
}
