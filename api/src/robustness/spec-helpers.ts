import type { RouteSpec } from './bad-requests';

/** A path parameter (`:name`) in a route's URL. */
const PARAM = /:\w+/;
/** The URL with its path parameter replaced by `value`, taken as it is. */
export const withParam = (url: string) => (value: string) => url.replace(PARAM, () => value);

/** A route that takes no body: its path parameter, when its URL has one, and the query named are broken. */
export function noBody(method: 'GET' | 'POST', url: string, query?: string[]): RouteSpec {
  return {
    method,
    url,
    body: { encoding: 'none' },
    ...(PARAM.test(url) ? { withParam: withParam(url) } : {}),
    ...(query ? { query } : {}),
  };
}

export const PASSWORD = 'correct horse battery';

/** A form body; every field of `valid` is required unless `required` names fewer. */
export function form(
  valid: Record<string, string>,
  { required = Object.keys(valid), strict }: { required?: string[]; strict?: string[] } = {},
): RouteSpec['body'] {
  return { encoding: 'form', valid, required, ...(strict ? { strict } : {}) };
}
