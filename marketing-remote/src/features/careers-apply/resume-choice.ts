import { RESUME_MAX_BYTES } from 'shared/contract/careers';
import { RESUME_MESSAGES } from 'shared/contract/job-application';
import { readFileHead } from 'shared/forms/file-head';

/** A file chosen as the résumé, and what is wrong with it at first sight (the server checks it whole). */
export interface ChosenResume {
  file: File;
  problem: string | null;
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (head: Uint8Array, signature: number[]) =>
  signature.every((byte, at) => head[at] === byte);

/**
 * Looks at the chosen file as the server will first: empty, too large, or neither a PDF nor a Word
 * document by its first bytes (never by its name), so the field says so before anything is sent.
 */
export async function inspectResume(file: File): Promise<ChosenResume> {
  if (file.size === 0) return { file, problem: RESUME_MESSAGES.empty };
  if (file.size > RESUME_MAX_BYTES) return { file, problem: RESUME_MESSAGES.tooLarge };
  try {
    const head = await readFileHead(file, 8);
    const known = startsWith(head, PDF) || startsWith(head, ZIP);
    return { file, problem: known ? null : RESUME_MESSAGES.wrongType };
  } catch {
    return { file, problem: RESUME_MESSAGES.wrongType };
  }
}
