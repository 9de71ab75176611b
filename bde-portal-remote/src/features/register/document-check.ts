import { DOCUMENT_SIGNATURE_BYTES, detectDocumentType } from 'shared/contract/executive';
import type { ChosenDocument } from './register-values';

function readHead(file: Blob, bytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, bytes));
  });
}

/** Looks at the file's first bytes, as the server will: its name and declared type prove nothing. */
export async function inspectDocument(file: File): Promise<ChosenDocument> {
  try {
    return { file, detectedType: detectDocumentType(await readHead(file, DOCUMENT_SIGNATURE_BYTES)) };
  } catch {
    return { file, detectedType: null };
  }
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
