import { RESUME_MAX_BYTES, RESUME_TYPES } from 'shared/contract/careers';
import { RESUME_MESSAGES } from 'shared/contract/job-application';
import { docxProblem } from './docx-check';
import { pdfProblem } from './pdf-check';

export type ResumeMimeType = keyof typeof RESUME_TYPES;

export type ResumeVerdict = { ok: true; mimeType: ResumeMimeType } | { ok: false; message: string };

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** PDF readers look for `%PDF-` this far into a file: a zip with it there is also a PDF. */
const PDF_HEADER_WINDOW = 1024;

/**
 * A résumé is judged by its content alone, never its name or declared type: a PDF that is only a PDF
 * (no scripts, launch actions, embedded files; nothing joined before or after it), or a Word document
 * that is a real OOXML package without macros. Anything else, an empty file, or one over 5 MB is refused
 * with the message the form shows at the field.
 */
export function checkResume(content: Buffer): ResumeVerdict {
  if (content.length === 0) return { ok: false, message: RESUME_MESSAGES.empty };
  if (content.length > RESUME_MAX_BYTES) return { ok: false, message: RESUME_MESSAGES.tooLarge };
  let problem: string | null;
  let mimeType: ResumeMimeType;
  if (content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    problem = pdfProblem(content);
    mimeType = 'application/pdf';
  } else if (content.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) {
    problem = content.subarray(0, PDF_HEADER_WINDOW).includes(PDF_MAGIC)
      ? RESUME_MESSAGES.docxInvalid
      : docxProblem(content);
    mimeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  } else {
    return { ok: false, message: RESUME_MESSAGES.wrongType };
  }
  return problem ? { ok: false, message: problem } : { ok: true, mimeType };
}
