import { RESUME_MESSAGES } from 'shared/contract/job-application';
import { entryContent, OddZipError, readZip } from './zip-reader';

/** A Word document's own content type; a macro-enabled one (.docm) or a template has another. */
const MAIN_DOCUMENT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** What a plain document's two required parts may inflate to, at most. */
const PART_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Parts that carry code: VBA projects (`vbaProject.bin`, `vbaData.xml`), ActiveX controls and OLE
 * objects (`*.bin`), and anything an Office program would run or open by itself.
 */
const CODE_PART = /(^|\/)vba[^/]*$|\.(bin|exe|dll|com|scr|js|vbs|wsf|hta|ps1|bat|cmd|jar|msi)$/i;
/** Macro-enabled documents, templates and add-ins, embedded or as the document itself. */
const MACRO_CONTENT = /macroEnabled|vbaProject|vbaData|activeX|oleObject/i;
/** Macro-enabled Office files embedded as packages (`word/embeddings/*.xlsm`). */
const MACRO_PACKAGE = /\.(docm|dotm|xlsm|xltm|xlam|pptm|potm|ppsm|ppam|sldm)$/i;

/** Why a DOCX is refused, or null for a plain Word document. */
export function docxProblem(bytes: Buffer): string | null {
  try {
    const entries = readZip(bytes);
    const byName = new Map(entries.map((entry) => [entry.name, entry]));
    if (entries.some((entry) => CODE_PART.test(entry.name) || MACRO_PACKAGE.test(entry.name))) {
      return RESUME_MESSAGES.docxMacros;
    }
    const types = byName.get('[Content_Types].xml');
    const document = byName.get('word/document.xml');
    if (!types || !document) return RESUME_MESSAGES.docxInvalid;
    const typesXml = entryContent(bytes, types, PART_MAX_BYTES).toString('utf8');
    if (MACRO_CONTENT.test(typesXml)) return RESUME_MESSAGES.docxMacros;
    if (!typesXml.includes(MAIN_DOCUMENT)) return RESUME_MESSAGES.docxInvalid;
    const documentXml = entryContent(bytes, document, PART_MAX_BYTES).toString('utf8');
    if (!/<(\w+:)?document[\s>]/.test(documentXml)) return RESUME_MESSAGES.docxInvalid;
    return null;
  } catch (error) {
    if (error instanceof OddZipError) return RESUME_MESSAGES.docxInvalid;
    throw error;
  }
}
