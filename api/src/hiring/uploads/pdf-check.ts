import zlib from 'node:zlib';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFString,
  PDFXRefStreamParser,
  decodePDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { RESUME_MESSAGES } from 'shared/contract/job-application';

/*
 * How a PDF is judged: parsed by a maintained PDF library (@cantoo/pdf-lib, the maintained fork of
 * pdf-lib, which reads object streams), then every object it found walked, references resolved.
 * Chosen over rebuilding a copy of the pages because the candidate learns at once why a file is
 * refused and the recruiter gets the file the candidate sent. What a viewer might read differently
 * from the library is closed off rather than guessed at: every definition of an object counts (not
 * only the last), every `N G obj` anywhere in the file is parsed too (an object a cross-reference
 * table points to inside another stream), an object or cross-reference stream whose /Length does not
 * match where the library found its end is refused, and so is anything the library cannot parse.
 */

/** Keys that only active content has: scripts, additional actions, attachments, rich media, XML forms. */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'AA',
  'EF',
  'EmbeddedFiles',
  'RichMediaContent',
  'RichMediaSettings',
  'XFA',
]);
/** Actions (/S) that run scripts or programs, open other files, send data, or play media. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'GoToR',
  'GoToE',
  'SubmitForm',
  'ImportData',
  'Rendition',
  'RichMediaExecute',
  'Movie',
  'Sound',
  'GoTo3DView',
  'Thread',
]);
/** Object types (/Type, /Subtype) that carry files or media. */
const ACTIVE_TYPES = new Set(['EmbeddedFile', 'FileAttachment', 'RichMedia', 'Screen', 'Movie', 'Sound']);

/** What object and cross-reference streams may inflate to, together: a bomb is refused, not inflated. */
const INFLATE_BUDGET = 48 * 1024 * 1024;
/** A PDF ends with %%EOF; only whitespace may follow it. */
const TRAILING_WHITESPACE = /^[\s\0]*$/;
/** Where zip readers look for a zip's end record: the last 64 KB and its 22 bytes. */
const ZIP_TAIL = 0xffff + 22;
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

class Unreadable extends Error {}
class Active extends Error {}

/**
 * A name as a viewer reads it: `#xx` escapes decoded in either case (the library decodes only
 * upper-case ones, so `/#4aavaScript` would otherwise pass for something other than /JavaScript).
 */
function nameText(name: PDFName): string {
  return name
    .asString()
    .slice(1)
    .replace(/#([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The filters a stream names; each must be one whose output is bounded here. */
function boundedDecode(stream: PDFRawStream, budget: { left: number }): void {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const names = filter instanceof PDFName ? [filter] : filter instanceof PDFArray ? filter.asArray() : [];
  if (filter && !names.length) throw new Unreadable();
  let data = Buffer.from(stream.contents);
  for (const name of names) {
    if (!(name instanceof PDFName)) throw new Unreadable();
    const text = nameText(name);
    if (text === 'FlateDecode' || text === 'Fl') {
      try {
        data = zlib.inflateSync(data, {
          maxOutputLength: Math.max(1, budget.left),
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
        });
      } catch {
        throw new Unreadable();
      }
    } else if (['ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85'].includes(text)) {
      // Text encodings only shrink what they decode: the library's own decoder.
      const alone = PDFRawStream.of(stream.dict.context.obj({ Filter: PDFName.of(text) }), data);
      data = Buffer.from(decodePDFRawStream(alone).decode());
    } else {
      // LZW and run-length data can grow far beyond their size; nothing writes object streams so.
      throw new Unreadable();
    }
  }
  budget.left -= data.length;
  if (budget.left <= 0) throw new Unreadable();
}

/** Every object the library defines while parsing, including ones a later definition replaces. */
class Definitions {
  readonly all: Array<[PDFRef, PDFObject]> = [];
  private readonly byRef = new Map<string, PDFObject[]>();

  add(ref: PDFRef, object: PDFObject): void {
    this.all.push([ref, object]);
    const known = this.byRef.get(ref.tag);
    if (known) known.push(object);
    else this.byRef.set(ref.tag, [object]);
  }

  /** What a value may be: itself, or every definition of the object it refers to. */
  resolve(value: PDFObject | undefined): PDFObject[] {
    if (value instanceof PDFRef) return this.byRef.get(value.tag) ?? [];
    return value ? [value] : [];
  }
}

/** Parses with the library, recording every definition, and bounding what object streams inflate to. */
async function parse(
  bytes: Buffer,
): Promise<{ context: PDFContext; definitions: Definitions; budget: { left: number } }> {
  const definitions = new Definitions();
  const budget = { left: INFLATE_BUDGET };
  const parser = PDFParser.forBytesWithOptions(bytes, Infinity, true);
  const context = (parser as unknown as { context: PDFContext }).context;
  const assign = context.assign.bind(context);
  context.assign = (ref, object) => {
    definitions.add(ref, object);
    assign(ref, object);
  };
  const objectStreams = PDFObjectStreamParser.forStream;
  const xrefStreams = PDFXRefStreamParser.forStream;
  PDFObjectStreamParser.forStream = (stream, wait) => {
    checkExtent(stream, definitions);
    boundedDecode(stream, budget);
    return objectStreams(stream, wait);
  };
  PDFXRefStreamParser.forStream = (stream) => {
    checkExtent(stream, definitions);
    boundedDecode(stream, budget);
    return xrefStreams(stream);
  };
  try {
    await parser.parseDocument();
    await parseEveryObjectHeader(bytes, context, definitions);
  } catch (error) {
    if (error instanceof Active) throw error;
    throw new Unreadable();
  } finally {
    PDFObjectStreamParser.forStream = objectStreams;
    PDFXRefStreamParser.forStream = xrefStreams;
  }
  return { context, definitions, budget };
}

/**
 * An object or cross-reference stream must end where its /Length says: one whose data holds a literal
 * `endstream` (which the library stops at when the length is indirect) is read differently by viewers.
 */
function checkExtent(stream: PDFRawStream, definitions: Definitions): void {
  const lengths = definitions.resolve(stream.dict.get(PDFName.of('Length')));
  if (
    !lengths.length ||
    lengths.some((length) => !(length instanceof PDFNumber) || length.asNumber() !== stream.contents.length)
  )
    throw new Unreadable();
  const parameters = stream.dict.get(PDFName.of('DecodeParms'));
  if (parameters && stream.dict.get(PDFName.of('Type')) === PDFName.of('ObjStm')) throw new Unreadable();
}

const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;
const isBlank = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;

/** Where the digits ending just before `end` start (skipping blanks before `end` first), or -1. */
function digitsBefore(bytes: Buffer, end: number): { start: number; value: number } | null {
  let at = end;
  while (at > 0 && isBlank(bytes[at - 1])) at -= 1;
  if (at === end) return null;
  const stop = at;
  while (at > 0 && isDigit(bytes[at - 1]) && stop - at < 10) at -= 1;
  if (at === stop) return null;
  return { start: at, value: Number(bytes.toString('latin1', at, stop)) };
}

/**
 * Every `N G obj` in the file, wherever it is (inside another stream's data too), parsed and
 * recorded: a viewer goes to objects by the offsets in a cross-reference table, which can point
 * anywhere, and rebuilds the table by the same search when it is damaged.
 */
async function parseEveryObjectHeader(
  bytes: Buffer,
  context: PDFContext,
  definitions: Definitions,
): Promise<void> {
  for (let at = bytes.indexOf('obj'); at >= 0; at = bytes.indexOf('obj', at + 3)) {
    const after = bytes[at + 3];
    if (after !== undefined && !isBlank(after) && !'<[(/%'.includes(String.fromCharCode(after))) continue;
    const generation = digitsBefore(bytes, at);
    const number = generation && digitsBefore(bytes, generation.start);
    if (!generation || !number) continue;
    const ref = PDFRef.of(number.value, generation.value);
    definitions.add(ref, PDFObjectParser.forBytes(bytes.subarray(at + 3), context).parseObject());
  }
  // Viewers take objects out of any stream a cross-reference stream names as holding them, whatever
  // its /Type: every stream shaped like one is read as one (the library reads only /Type /ObjStm).
  for (let index = 0; index < definitions.all.length; index += 1) {
    const object = definitions.all[index][1];
    if (object instanceof PDFRawStream && isObjectStream(object)) {
      await PDFObjectStreamParser.forStream(object).parseIntoContext();
    }
  }
}

function isObjectStream(stream: PDFRawStream): boolean {
  return (
    stream.dict.get(PDFName.of('Type')) === PDFName.of('ObjStm') ||
    (stream.dict.has(PDFName.of('N')) && stream.dict.has(PDFName.of('First')))
  );
}

const nameOf = (value: PDFObject) => (value instanceof PDFName ? nameText(value) : null);

/** Addresses a link may open: the web and mail. A `file:` or UNC address leaks Windows credentials. */
const WEB_LINK_PREFIXES = ['http://', 'https://', 'mailto:'];

/** Whether a link's address (/URI) is a web or mail address, as a viewer reads it: trimmed, any case. */
function isWebLink(value: PDFObject): boolean {
  if (!(value instanceof PDFString || value instanceof PDFHexString)) return false;
  const address = value.decodeText().trim().toLowerCase();
  return WEB_LINK_PREFIXES.some((prefix) => address.startsWith(prefix));
}

/** Refuses a dictionary that is, names or triggers active content. */
function checkDictionary(dict: PDFDict, definitions: Definitions): void {
  for (const [key, value] of dict.entries()) {
    const name = nameText(key);
    if (ACTIVE_KEYS.has(name)) throw new Active();
    if (name === 'Encrypt') throw new Unreadable();
    const resolved = definitions.resolve(value);
    if (name === 'S' && resolved.some((target) => ACTIVE_ACTIONS.has(nameOf(target) ?? '')))
      throw new Active();
    // A link anywhere (a page's, not only on open) opens only the web or mail: not file:, javascript:, \\host.
    if (name === 'URI' && !resolved.every(isWebLink)) throw new Active();
    if (
      (name === 'Type' || name === 'Subtype') &&
      resolved.some((target) => ACTIVE_TYPES.has(nameOf(target) ?? ''))
    )
      throw new Active();
    // On opening, only a place to show (a destination, or a go-to action): never a link, a form, a file.
    if (name === 'OpenAction') {
      if (!resolved.length) throw new Active();
      for (const target of resolved) {
        if (target instanceof PDFArray) continue;
        if (!(target instanceof PDFDict)) throw new Active();
        const kinds = definitions.resolve(target.get(PDFName.of('S'))).map(nameOf);
        if (kinds.length !== 1 || kinds[0] !== 'GoTo') throw new Active();
      }
    }
  }
}

/** Walks every object defined (nested dictionaries and arrays without recursion: nesting can be deep). */
function walk(definitions: Definitions): void {
  const stack: PDFObject[] = definitions.all.map(([, object]) => object);
  while (stack.length) {
    const object = stack.pop()!;
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict) {
      checkDictionary(dict, definitions);
      for (const [, value] of dict.entries()) stack.push(value);
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) stack.push(item);
    }
  }
}

/**
 * Why a PDF is refused, or null for a plain one. It must start with `%PDF-`, end with `%%EOF` (and
 * whitespace), not also be a zip, parse, and hold no script, launch or remote action, form
 * submission, embedded file, rich media or XML form in any object. Runs in the upload-check worker.
 */
export async function pdfProblem(bytes: Buffer): Promise<string | null> {
  if (!/^%PDF-\d\.\d/.test(bytes.toString('latin1', 0, 8))) return RESUME_MESSAGES.wrongType;
  const end = bytes.lastIndexOf('%%EOF');
  if (end < 0) return RESUME_MESSAGES.pdfUnreadable;
  // A PDF that is also a zip, or has a program after its end, is two files in one.
  if (!TRAILING_WHITESPACE.test(bytes.toString('latin1', end + 5))) return RESUME_MESSAGES.pdfExtra;
  if (bytes.subarray(Math.max(0, bytes.length - ZIP_TAIL)).includes(ZIP_END)) return RESUME_MESSAGES.pdfExtra;
  try {
    const { context, definitions } = await parse(bytes);
    if (context.trailerInfo.Encrypt) return RESUME_MESSAGES.pdfUnreadable;
    walk(definitions);
    return null;
  } catch (error) {
    if (error instanceof Active) return RESUME_MESSAGES.pdfActive;
    if (error instanceof Unreadable) return RESUME_MESSAGES.pdfUnreadable;
    throw error;
  }
}
