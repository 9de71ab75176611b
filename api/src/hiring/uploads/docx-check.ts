import { RESUME_MESSAGES } from 'shared/contract/job-application';
import { xmlEvents } from './xml-scan';
import { OddZipError, openZip, type ZipPackage } from './zip-entries';

/** A Word document's own content type; a macro-enabled one (.docm) or a template has another. */
const MAIN_DOCUMENT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/**
 * Parts that carry code: VBA projects (`vbaProject.bin`, `vbaData.xml`), ActiveX controls and OLE
 * objects (`*.bin`), and anything an Office program would run or open by itself.
 */
const CODE_PART = /(^|\/)vba[^/]*$|\.(bin|exe|dll|com|scr|js|vbs|wsf|hta|ps1|bat|cmd|jar|msi)$/i;
/** Macro-enabled documents, templates and add-ins, embedded or as the document itself. */
const MACRO_CONTENT = /macroEnabled|vbaProject|vbaData|activeX|oleObject/i;
/** Macro-enabled Office files embedded as packages (`word/embeddings/*.xlsm`). */
const MACRO_PACKAGE = /\.(docm|dotm|xlsm|xltm|xlam|pptm|potm|ppsm|ppam|sldm)$/i;

/**
 * Fields a résumé may hold: page numbers, dates, links, references, tables of contents, document
 * properties, form fields, citations. Any other (DDE and DDEAUTO run programs; INCLUDETEXT,
 * INCLUDEPICTURE, LINK and IMPORT fetch files from elsewhere; MACROBUTTON runs a macro; QUOTE builds
 * another field's name) is refused: an allowlist, since a field Word knows and this list does not
 * costs a candidate a resave, while a denylist missing one costs a recruiter their machine.
 */
const SAFE_FIELDS = new Set(
  (
    'HYPERLINK PAGE NUMPAGES SECTION SECTIONPAGES DATE TIME CREATEDATE SAVEDATE PRINTDATE EDITTIME ' +
    'TOC TOA TC XE INDEX RD REF PAGEREF NOTEREF STYLEREF SEQ SYMBOL EQ = ADDIN CITATION BIBLIOGRAPHY ' +
    'FORMTEXT FORMCHECKBOX FORMDROPDOWN AUTHOR TITLE SUBJECT KEYWORDS COMMENTS LASTSAVEDBY NUMWORDS ' +
    'NUMCHARS DOCPROPERTY LISTNUM AUTONUM AUTONUMLGL AUTONUMOUT ADVANCE PRIVATE USERNAME USERINITIALS'
  ).split(' '),
);

/** Relationship types a link may have outside the package, and the addresses it may name. */
const HYPERLINK_TYPE = '/hyperlink';
const LINK_ADDRESS = /^(https?:\/\/|mailto:|#)/i;
/** A target naming anything but a part of the package: a scheme (`file:`, `http:`), a UNC or network path. */
const OUTSIDE_TARGET = /^([a-z][a-z0-9+.-]*:|[\\/]{2})/i;

type Problem = 'macros' | 'external' | 'invalid';

const MESSAGES: Record<Problem, string> = {
  macros: RESUME_MESSAGES.docxMacros,
  external: RESUME_MESSAGES.docxExternal,
  invalid: RESUME_MESSAGES.docxInvalid,
};

/** What a relationships part (`*.rels`) links to that Word would fetch or run: external templates, OLE links, images. */
function relationshipProblem(xml: string): Problem | null {
  for (const event of xmlEvents(xml)) {
    if (event.kind !== 'open' || event.name !== 'Relationship') continue;
    const type = (event.attributes.get('Type') ?? '').trim().toLowerCase();
    const target = (event.attributes.get('Target') ?? '').trim();
    const external = (event.attributes.get('TargetMode') ?? '').trim().toLowerCase() === 'external';
    // An alternative-format chunk (HTML, MHT, RTF) is imported by Word with whatever it refers to.
    if (
      type.endsWith('/attachedtemplate') ||
      type.endsWith('/afchunk') ||
      (type.endsWith('/oleobject') && external)
    )
      return 'external';
    if (type.endsWith(HYPERLINK_TYPE)) {
      if (external && !LINK_ADDRESS.test(target)) return 'external';
    } else if (external || OUTSIDE_TARGET.test(target)) {
      return 'external';
    }
  }
  return null;
}

/** The first word of a field's instruction (`DDEAUTO c:\\...` is DDEAUTO), as Word reads it. */
function fieldName(instruction: string): string {
  const words = instruction.trim().split(/[\s\\]/, 1);
  return words[0].toUpperCase();
}

/** HYPERLINK's switches that take an argument (`\\l "bookmark"`, `\\o "tip"`, `\\t "frame"`). */
const LINK_SWITCHES_WITH_ARGUMENT = new Set(['l', 'o', 't']);

/**
 * The address a HYPERLINK field opens (its first argument that is no switch nor a switch's argument),
 * or '' for a link to a place in the document. Read in one pass: quoted or bare words.
 */
function hyperlinkTarget(instruction: string): string {
  const text = instruction.trim();
  let at = text.toUpperCase().indexOf('HYPERLINK') + 'HYPERLINK'.length;
  let switchWantsArgument = false;
  while (at < text.length) {
    while (at < text.length && text[at].trim() === '') at += 1;
    if (at >= text.length) break;
    let word: string;
    if (text[at] === '"') {
      const close = text.indexOf('"', at + 1);
      const end = close < 0 ? text.length : close;
      word = text.slice(at + 1, end);
      at = end + 1;
    } else {
      const start = at;
      while (at < text.length && text[at].trim() !== '') at += 1;
      word = text.slice(start, at);
    }
    if (switchWantsArgument) {
      switchWantsArgument = false;
    } else if (word.startsWith('\\') && word.length === 2) {
      switchWantsArgument = LINK_SWITCHES_WITH_ARGUMENT.has(word[1].toLowerCase());
    } else {
      return word;
    }
  }
  return '';
}

/** A field on SAFE_FIELDS; a HYPERLINK only to a web or mail address, or a place in the document. */
function safeField(instruction: string): boolean {
  const name = fieldName(instruction);
  if (!SAFE_FIELDS.has(name)) return false;
  if (name !== 'HYPERLINK') return true;
  const target = hyperlinkTarget(instruction);
  return target === '' || LINK_ADDRESS.test(target);
}

/**
 * Whether a part holds a field outside SAFE_FIELDS: simple fields (`w:fldSimple w:instr`) and complex
 * ones (`w:fldChar` begin, `w:instrText` runs, separate or end), their instruction joined across runs
 * and read after its entities are decoded. A field whose name comes from a field nested in it is refused.
 */
function fieldProblem(xml: string): Problem | null {
  const open: Array<{ instruction: string; checked: boolean }> = [];
  let inInstruction = false;
  for (const event of xmlEvents(xml)) {
    if (event.kind === 'text') {
      if (inInstruction && open.length) open[open.length - 1].instruction += event.text;
      continue;
    }
    if (event.kind === 'close') {
      if (event.name === 'instrText' || event.name === 'delInstrText') inInstruction = false;
      continue;
    }
    if (event.name === 'fldSimple' && !safeField(event.attributes.get('instr') ?? '')) return 'external';
    if (event.name === 'instrText' || event.name === 'delInstrText') inInstruction = !event.selfClosing;
    if (event.name !== 'fldChar') continue;
    const type = event.attributes.get('fldCharType');
    const top = open[open.length - 1];
    if (type === 'begin') {
      if (top && !top.checked && !top.instruction.trim()) return 'external';
      open.push({ instruction: '', checked: false });
    } else if (top && (type === 'separate' || type === 'end')) {
      if (!top.checked && !safeField(top.instruction)) return 'external';
      top.checked = true;
      if (type === 'end') open.pop();
    }
  }
  // A field never closed is still run by Word up to the end of the part.
  return open.some((field) => !field.checked && !safeField(field.instruction)) ? 'external' : null;
}

async function packageProblem(zip: ZipPackage): Promise<Problem | null> {
  if (zip.names.some((name) => CODE_PART.test(name) || MACRO_PACKAGE.test(name))) return 'macros';
  if (!zip.names.includes('[Content_Types].xml') || !zip.names.includes('word/document.xml'))
    return 'invalid';
  const types = (await zip.read('[Content_Types].xml')).toString('utf8');
  if (MACRO_CONTENT.test(types)) return 'macros';
  if (!types.includes(MAIN_DOCUMENT)) return 'invalid';
  const document = (await zip.read('word/document.xml')).toString('utf8');
  const root = xmlEvents(document);
  let first = root.next();
  while (!first.done && first.value.kind === 'text') first = root.next();
  if (first.done || first.value.kind !== 'open' || first.value.name !== 'document') return 'invalid';

  for (const name of zip.names) {
    const lower = name.toLowerCase();
    if (lower.endsWith('.rels')) {
      const problem = relationshipProblem((await zip.read(name)).toString('utf8'));
      if (problem) return problem;
    } else if (lower.startsWith('word/') && lower.endsWith('.xml')) {
      const problem = fieldProblem(
        name === 'word/document.xml' ? document : (await zip.read(name)).toString('utf8'),
      );
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Why a DOCX is refused, or null for a plain Word document: read with yauzl within ZIP_LIMITS, no
 * macros or code parts, every relationship part read (nothing outside the package but web and mail
 * links), every Word part's fields read (none that runs a command or fetches a file). Runs in the
 * upload-check worker.
 */
export async function docxProblem(bytes: Buffer): Promise<string | null> {
  try {
    const problem = await packageProblem(await openZip(bytes));
    return problem && MESSAGES[problem];
  } catch (error) {
    if (error instanceof OddZipError) return RESUME_MESSAGES.docxInvalid;
    throw error;
  }
}
