import type { ApiErrorBody } from 'shared/contract/site-responses';

/** An error that becomes a JSON `{ title, status, errors }` answer; anything else is a plain 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(title);
  }

  toBody(): ApiErrorBody {
    return { title: this.title, status: this.status, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const badRequest = (title: string, errors?: Record<string, string[]>) =>
  new HttpError(400, title, errors);
export const unauthorized = () => new HttpError(401, 'Please sign in to continue.');
export const forbidden = (title = 'You do not have access to this.') => new HttpError(403, title);
export const conflict = (title: string, errors?: Record<string, string[]>) =>
  new HttpError(409, title, errors);
