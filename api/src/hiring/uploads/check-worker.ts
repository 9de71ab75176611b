import { parentPort } from 'node:worker_threads';
import { docxProblem } from './docx-check';
import { pdfProblem } from './pdf-check';

/**
 * The checks that read untrusted files, run only in a worker thread (check-pool.ts): each answers why
 * the file is refused, or null.
 */
const CHECKS = {
  pdf: pdfProblem,
  docx: docxProblem,
} satisfies Record<string, (bytes: Buffer) => Promise<string | null>>;

export type CheckName = keyof typeof CHECKS;

export interface CheckRequest {
  id: number;
  check: CheckName;
  bytes: Uint8Array;
}

export type CheckResponse =
  { id: number; ok: true; verdict: unknown } | { id: number; ok: false; error: string };

parentPort?.on('message', (request: CheckRequest) => {
  const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
  CHECKS[request.check](bytes).then(
    (verdict) => parentPort?.postMessage({ id: request.id, ok: true, verdict } satisfies CheckResponse),
    (error: unknown) =>
      parentPort?.postMessage({ id: request.id, ok: false, error: String(error) } satisfies CheckResponse),
  );
});
