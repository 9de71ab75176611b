import { badRequest } from './http-error';
import { INVALID_FIELDS } from './validate';

/** The largest id a row can have (PostgreSQL `integer`): a larger one would fail in the query. */
const MAX_ID = 2_147_483_647;

/** A row's number from the path (`:messageId`), digits only; else a 400 naming the parameter. */
export function pathId(params: unknown, name: string): number {
  const text = (params as Record<string, unknown> | undefined)?.[name];
  const id = typeof text === 'string' && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
  if (!(id <= MAX_ID)) throw badRequest(INVALID_FIELDS, { [name]: ['Give a number, as in the list.'] });
  return id;
}
