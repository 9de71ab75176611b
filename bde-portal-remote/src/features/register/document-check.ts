import { DOCUMENT_SIGNATURE_BYTES, detectDocumentType } from 'shared/contract/executive';
import { readFileHead } from 'shared/forms/file-head';
import type { ChosenDocument } from './register-values';

/** Looks at the file's first bytes, as the server will: its name and declared type prove nothing. */
export async function inspectDocument(file: File): Promise<ChosenDocument> {
  try {
    return { file, detectedType: detectDocumentType(await readFileHead(file, DOCUMENT_SIGNATURE_BYTES)) };
  } catch {
    return { file, detectedType: null };
  }
}
