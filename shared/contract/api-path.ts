/**
 * An API address with one value in it, the same for both sides: a client calls it with the value
 * (`USER_PATHS.username(7)` is `/api/User/username/7`), the API registers its `pattern`
 * (`/api/User/username/:userId`).
 */
interface PathWithValue {
  (value: string | number): string;
  /** The route as the server registers it, with its parameter as `:name`. */
  readonly pattern: string;
  /** The query parameter that carries the value, for a path made by `queryParam`. */
  readonly query?: string;
}

/** A path whose last segment is the parameter, as in `/api/User/username/:userId`. */
export function pathParam(pattern: string): PathWithValue {
  const at = pattern.lastIndexOf('/:');
  if (at < 0 || pattern.indexOf('/', at + 1) >= 0) throw new Error(`${pattern}: no parameter at its end`);
  const prefix = pattern.slice(0, at + 1);
  return Object.assign((value: string | number) => `${prefix}${encodeURIComponent(String(value))}`, {
    pattern,
  });
}

/** A path that takes its value in the query string, as in `/api/BDEBusiness/TotalRevenue?bdeCode=…`. */
export function queryParam(path: string, name: string): PathWithValue {
  return Object.assign((value: string | number) => `${path}?${name}=${encodeURIComponent(String(value))}`, {
    pattern: path,
    query: name,
  });
}

/** An address with parameters anywhere in it, each given by name: the same for both sides. */
export interface PathWithValues<K extends string> {
  (values: Record<K, string | number>): string;
  readonly pattern: string;
}

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `pathParams('/api/staff/messages/:messageId/notes')({ messageId: 7 })` is `/api/staff/messages/7/notes`. */
export function pathParams<P extends string>(pattern: P): PathWithValues<ParamsOf<P>> {
  if (!/\/:\w+/.test(pattern)) throw new Error(`${pattern}: no parameter in it`);
  return Object.assign(
    (values: Record<string, string | number>) =>
      pattern.replace(/:(\w+)/g, (_match, name: string) => {
        if (!(name in values)) throw new Error(`${pattern}: no value for ${name}`);
        return encodeURIComponent(String(values[name]));
      }),
    { pattern },
  );
}
