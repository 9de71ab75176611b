import { RESUME_MAX_BYTES, RESUME_TYPES } from 'shared/contract/careers';
import { RESUME_MESSAGES } from 'shared/contract/job-application';
import { CheckPool } from './check-pool';
import type { CheckName } from './check-worker';

export type ResumeMimeType = keyof typeof RESUME_TYPES;

export type ResumeVerdict = { ok: true; mimeType: ResumeMimeType } | { ok: false; message: string };

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** PDF readers look for `%PDF-` this far into a file: a zip with it there is also a PDF. */
const PDF_HEADER_WINDOW = 1024;

/** Where résumés are read: worker threads with a deadline and a heap limit, never the event loop. */
const checks = new CheckPool();

/** Ends the check threads (they end by themselves with the process; tests call this). */
export const closeResumeChecks = () => checks.close();

/** The check's verdict; a check that overran, ran out of memory or crashed refuses the file. */
async function problemOf(check: CheckName, content: Buffer, failed: string): Promise<string | null> {
  const outcome = await checks.run<string | null>(check, content);
  return outcome.done ? outcome.verdict : failed;
}

/**
 * A résumé is judged by its content alone, never its name or declared type: a PDF that is only a PDF
 * (no scripts, launch actions, embedded files; nothing joined before or after it), or a Word document
 * that is a real OOXML package without macros, external links or fields that run commands. Anything
 * else, an empty file, or one over 5 MB is refused with the message the form shows at the field.
 */
export async function checkResume(content: Buffer): Promise<ResumeVerdict> {
  if (content.length === 0) return { ok: false, message: RESUME_MESSAGES.empty };
  if (content.length > RESUME_MAX_BYTES) return { ok: false, message: RESUME_MESSAGES.tooLarge };
  let problem: string | null;
  let mimeType: ResumeMimeType;
  if (content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    problem = await problemOf('pdf', content, RESUME_MESSAGES.pdfUnreadable);
    mimeType = 'application/pdf';
  } else if (content.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) {
    problem = content.subarray(0, PDF_HEADER_WINDOW).includes(PDF_MAGIC)
      ? RESUME_MESSAGES.docxInvalid
      : await problemOf('docx', content, RESUME_MESSAGES.docxInvalid);
    mimeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  } else {
    return { ok: false, message: RESUME_MESSAGES.wrongType };
  }
  return problem ? { ok: false, message: problem } : { ok: true, mimeType };
}
