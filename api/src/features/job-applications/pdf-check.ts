import zlib from 'node:zlib';
import { RESUME_MESSAGES } from 'shared/contract/job-application';
import { ascii85Decode, dictionaryBefore, hexDecode } from './pdf-syntax';

/**
 * What a PDF may not hold, found by structure rather than by a word anywhere (a résumé may well link
 * to a page about JavaScript, or list "HTML/JS (5 years)"): each pattern is a key with the kind of
 * value it takes, or an action or annotation type. Matched after `#xx` escapes in names are decoded.
 */
const SEP = String.raw`(?:[\s\0]|%[^\r\n]*[\r\n])*`;
const REF = String.raw`\d+[\s\0]+\d+[\s\0]+R`;
/** A name ends at whitespace or a delimiter. */
const END = String.raw`(?![^\s\0()<>\[\]{}/%])`;
const key = (name: string) => new RegExp(String.raw`/${name}${END}${SEP}`);

/** Never in a plain résumé, wherever they are: in the raw bytes, in any stream once inflated. */
const ACTIVE = [
  // Actions that run scripts, launch programs, open embedded files or play rich media; also as the
  // whole of an object (`/S 5 0 R` naming it).
  String.raw`/S${END}${SEP}/(?:JavaScript|Launch|GoToE|RichMediaExecute)${END}`,
  String.raw`obj${SEP}/(?:JavaScript|Launch)${END}${SEP}endobj`,
  String.raw`/Win${END}${SEP}<<`,
  // A script given by reference or in hex; the document's named scripts.
  String.raw`/JS${END}${SEP}(?:<(?!<)|${REF})`,
  String.raw`/JavaScript${END}${SEP}(?:<<|\[|${REF})`,
  // Embedded files: a file specification's content, the document's attachments, their annotations.
  String.raw`/EF${END}${SEP}(?:<<|${REF})`,
  String.raw`/EmbeddedFiles${END}${SEP}(?:<<|\[|${REF})`,
  String.raw`/Type${END}${SEP}/EmbeddedFile${END}`,
  String.raw`/Subtype${END}${SEP}/(?:FileAttachment|RichMedia)${END}`,
  String.raw`/RichMediaContent${END}${SEP}(?:<<|${REF})`,
  // XML forms, which carry scripts of their own.
  String.raw`/XFA${END}${SEP}(?:\[|<<|${REF})`,
].map((source) => new RegExp(source));
/**
 * A script as a literal string. Only looked for among objects (an object stream's content): in page
 * text, "/JS (" is someone's skills.
 */
const LITERAL_SCRIPT = new RegExp(String.raw`/JS${END}${SEP}\(`);
const ENCRYPTED = new RegExp(String.raw`/Encrypt${END}${SEP}(?:<<|${REF})`);

/** What may be inflated from one file: a bomb is refused (object streams) or left unread (the rest). */
const INFLATE_BUDGET = 64 * 1024 * 1024;
/** A PDF ends with %%EOF; only whitespace may follow it. */
const TRAILING_WHITESPACE = /^[\s\0]*$/;
/** Where zip readers look for a zip's end record: the last 64 KB and its 22 bytes. */
const ZIP_TAIL = 0xffff + 22;
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

class Unreadable extends Error {}

/** Names with their `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`), as a reader sees them. */
function decodeNames(text: string): string {
  return text.replace(/\/[^\s\0()<>[\]{}/%]*/g, (name) =>
    name.includes('#')
      ? name.replace(/#([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : name,
  );
}

function inflate(data: Buffer, budget: number): Buffer {
  return zlib.inflateSync(data, {
    maxOutputLength: Math.max(1, budget),
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
  });
}

/** The decoders an object stream may use; anything else (LZW, a predictor, a crypt filter) is refused. */
const DECODERS: Record<string, (data: Buffer, budget: number) => Buffer> = {
  FlateDecode: inflate,
  Fl: inflate,
  ASCIIHexDecode: hexDecode,
  AHx: hexDecode,
  ASCII85Decode: ascii85Decode,
  A85: ascii85Decode,
};

/** The filters a stream's dictionary names, in order; null when it names them in a way not read here. */
function filtersOf(dictionary: string): string[] | null {
  const at = key('Filter').exec(dictionary);
  if (!at) return [];
  const rest = dictionary.slice(at.index + at[0].length);
  const single = /^\/([^\s\0()<>[\]{}/%]+)/.exec(rest);
  if (single) return [single[1]];
  const list = /^\[([^\]]*)\]/.exec(rest);
  if (!list || /[^\s\0/A-Za-z0-9]/.test(list[1])) return null;
  return [...list[1].matchAll(/\/([A-Za-z0-9]+)/g)].map((match) => match[1]);
}

/** The data of the stream starting at `start`: by its direct /Length when `endstream` follows, else to `endstream`. */
function streamData(bytes: Buffer, text: string, dictionary: string, start: number): Buffer {
  const length = new RegExp(String.raw`/Length${END}${SEP}(\d+)(?!${SEP}\d+${SEP}R)`).exec(dictionary);
  if (length) {
    const end = start + Number(length[1]);
    if (end <= bytes.length && /^[\s\0]*endstream/.test(text.slice(end, end + 64))) {
      return bytes.subarray(start, end);
    }
  }
  const end = text.indexOf('endstream', start);
  return bytes.subarray(start, end < 0 ? bytes.length : end);
}

interface DecodedStream {
  content: string;
  /** An object stream (readers take objects out of it by number): where a script can hide compressed. */
  objects: boolean;
}

/**
 * Every stream's content that a script could be in, decoded: each object stream (refused when it
 * cannot be decoded here), and each other Flate stream but images (left unread when damaged). Found
 * wherever a stream starts, even inside another stream's data, since a reader goes by its offsets.
 */
function* decodedStreams(bytes: Buffer, text: string): Generator<DecodedStream> {
  let objectBudget = INFLATE_BUDGET;
  let otherBudget = INFLATE_BUDGET;
  const keyword = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const found = dictionaryBefore(text, match.index);
    if (found === undefined) continue;
    if (found === null) throw new Unreadable();
    const dictionary = decodeNames(found);
    const start = match.index + match[0].length;
    const filters = filtersOf(dictionary);
    const objects =
      new RegExp(String.raw`/Type${END}${SEP}/ObjStm${END}`).test(dictionary) ||
      (key('N').test(dictionary) && key('First').test(dictionary));
    if (objects) {
      if (!filters || filters.some((name) => !DECODERS[name])) throw new Unreadable();
      if (new RegExp(String.raw`/Predictor${END}${SEP}(?!1${END})\d`).test(dictionary))
        throw new Unreadable();
      let data = streamData(bytes, text, dictionary, start);
      try {
        for (const name of filters) data = DECODERS[name](data, objectBudget);
      } catch {
        throw new Unreadable();
      }
      objectBudget -= data.length;
      if (objectBudget <= 0) throw new Unreadable();
      yield { content: data.toString('latin1'), objects: true };
    } else if (
      otherBudget > 0 &&
      filters?.length === 1 &&
      (filters[0] === 'FlateDecode' || filters[0] === 'Fl') &&
      !new RegExp(String.raw`/Subtype${END}${SEP}/Image${END}`).test(dictionary)
    ) {
      try {
        const data = inflate(streamData(bytes, text, dictionary, start), otherBudget);
        otherBudget -= data.length;
        yield { content: data.toString('latin1'), objects: false };
      } catch {
        // Not an object stream: whatever is in it, no reader runs it. Damaged or too large, it is left.
      }
    }
  }
}

function activeIn(text: string, objects: boolean): 'active' | 'encrypted' | null {
  const names = decodeNames(text);
  if (ENCRYPTED.test(names)) return 'encrypted';
  if (ACTIVE.some((pattern) => pattern.test(names))) return 'active';
  if (objects && LITERAL_SCRIPT.test(names)) return 'active';
  return null;
}

/**
 * Why a PDF is refused, or null for a plain one. It must start with `%PDF-`, end with `%%EOF` (and
 * whitespace), not also be a zip, and hold no script, launch action, embedded file, rich media or XML
 * form, neither in its bytes nor in a compressed stream. An encrypted PDF cannot be checked: refused.
 */
export function pdfProblem(bytes: Buffer): string | null {
  if (!/^%PDF-\d\.\d/.test(bytes.toString('latin1', 0, 8))) return RESUME_MESSAGES.wrongType;
  const end = bytes.lastIndexOf('%%EOF');
  if (end < 0) return RESUME_MESSAGES.pdfUnreadable;
  // A PDF that is also a zip, or has a program after its end, is two files in one.
  if (!TRAILING_WHITESPACE.test(bytes.toString('latin1', end + 5))) return RESUME_MESSAGES.pdfExtra;
  if (bytes.subarray(Math.max(0, bytes.length - ZIP_TAIL)).includes(ZIP_END)) return RESUME_MESSAGES.pdfExtra;

  const text = bytes.toString('latin1');
  const verdicts = [activeIn(text, false)];
  try {
    for (const stream of decodedStreams(bytes, text)) verdicts.push(activeIn(stream.content, stream.objects));
  } catch (error) {
    if (error instanceof Unreadable) return RESUME_MESSAGES.pdfUnreadable;
    throw error;
  }
  if (verdicts.includes('active')) return RESUME_MESSAGES.pdfActive;
  if (verdicts.includes('encrypted')) return RESUME_MESSAGES.pdfUnreadable;
  return null;
}
