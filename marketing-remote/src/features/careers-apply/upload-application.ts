import { LANGUAGE_HEADER, pageLanguage } from 'shared/i18n/page-language';
import { needsXsrfHeader, readXsrfToken } from 'shared/api/xsrf';
import { isApiErrorBody } from 'shared/contract/api-error';
import { ANTIFORGERY_PATH, XSRF_HEADER } from 'shared/contract/health';

/** A failed send, with the fields RTK Query's errors have, so `errorStatus` and `errorBody` read it. */
export class UploadFailure extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR',
    readonly data?: unknown,
  ) {
    super(typeof status === 'number' ? `The server answered ${status}.` : 'The server could not be reached.');
  }
}

type Progress = (sent: number, total: number) => void;

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** One POST of the form, reporting the upload's progress; the anti-forgery header as the API client sends it. */
function send(url: string, body: FormData, onProgress: Progress): Promise<{ status: number; data: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    const token = readXsrfToken();
    if (token && needsXsrfHeader('POST', url)) request.setRequestHeader(XSRF_HEADER, token);
    request.setRequestHeader('Accept', 'application/json');
    // The page's language, as the API client says it: the acknowledgement is written in it.
    request.setRequestHeader(LANGUAGE_HEADER, pageLanguage());
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener('load', () =>
      resolve({ status: request.status, data: parse(request.responseText) }),
    );
    request.addEventListener('error', () => reject(new UploadFailure('FETCH_ERROR')));
    request.addEventListener('abort', () => reject(new UploadFailure('FETCH_ERROR')));
    request.send(body);
  });
}

/** The server's anti-forgery refusal (a stale token), told from other 403s by its title. */
const isAntiForgeryRejection = (answer: { status: number; data: unknown }) =>
  answer.status === 403 && isApiErrorBody(answer.data) && /anti-forgery/i.test(answer.data.title);

/**
 * Sends a multipart form with its upload's progress (fetch reports none), and the answer's JSON.
 * Like the API client: a stale anti-forgery token is replaced and the form sent once more. A refusal
 * rejects with `{ status, data }`.
 */
export async function uploadWithProgress<T>(url: string, body: FormData, onProgress: Progress): Promise<T> {
  let answer = await send(url, body, onProgress);
  if (isAntiForgeryRejection(answer)) {
    await fetch(ANTIFORGERY_PATH, { credentials: 'same-origin' });
    answer = await send(url, body, onProgress);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.data as T;
  throw new UploadFailure(answer.status, answer.data);
}
