import type { RouteSpec } from './bad-requests';

/** A route that takes no body: its path parameters, when its URL has any, and the query named are broken. */
export function noBody(method: 'GET' | 'POST', url: string, query?: string[]): RouteSpec {
  return { method, url, body: { encoding: 'none' }, ...(query ? { query } : {}) };
}

export const PASSWORD = 'correct horse battery';

/** A form body; every field of `valid` is required unless `required` names fewer. */
export function form(
  valid: Record<string, string>,
  { required = Object.keys(valid), strict }: { required?: string[]; strict?: string[] } = {},
): RouteSpec['body'] {
  return { encoding: 'form', valid, required, ...(strict ? { strict } : {}) };
}
