import type { ApiErrorBody } from 'shared/contract/site-responses';
import { messageKeyOf } from 'shared/contract/validation-message';

/** An error that becomes a JSON `{ title, status, errors, keys }` answer; anything else is a plain 500. */
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
    const keys = this.errors && keysOf(this.errors);
    return {
      title: this.title,
      status: this.status,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(keys ? { keys } : {}),
    };
  }
}

/** Each field's message keys beside its English messages, or undefined when no message has one. */
function keysOf(errors: Record<string, string[]>): Record<string, (string | null)[]> | undefined {
  const keys = Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => messageKeyOf(message)?.key ?? null),
    ]),
  );
  return Object.values(keys).some((list) => list.some(Boolean)) ? keys : undefined;
}

export const badRequest = (title: string, errors?: Record<string, string[]>) =>
  new HttpError(400, title, errors);
export const unauthorized = () => new HttpError(401, 'Please sign in to continue.');
export const forbidden = (title = 'You do not have access to this.') => new HttpError(403, title);
export const conflict = (title: string, errors?: Record<string, string[]>) =>
  new HttpError(409, title, errors);
