import fc from 'fast-check';
import { multipartBody } from '../partners/executives/registration-test-helpers';

/** How a route takes its body, with a valid example the generators break. */
interface BodySpec {
  encoding: 'json' | 'form' | 'multipart' | 'none';
  valid?: Record<string, unknown>;
  /** Fields whose absence makes the body invalid. */
  required?: string[];
  /**
   * Fields where any odd text (control characters, emoji, RTL marks) is not a valid value. An optional
   * text field left blank counts as left out, so a blank value is not tried there.
   */
  strict?: string[];
  /** Fields where null is a valid value (it clears them), so null is not a wrong type there. */
  nullable?: string[];
  /** Every field is optional but a change names at least one: a body without any is refused. */
  atLeastOne?: boolean;
}

export interface BadRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** A client address of its own, so rate limits stay out of the way of validation. */
  remoteAddress: string;
  /** Whose session to send: none, a user's, a BDE's or a staff member's. */
  as: 'anonymous' | 'user' | 'bde' | 'staff';
  /** Leave out the anti-forgery header (the request must then be refused with 403). */
  withoutXsrf: boolean;
}

const ODD_TEXT = [
  '\u0000',
  '\u202e\u202dmoc.elpmaxe@evil',
  '😀😃😄',
  'Z̴̡̨̛̛̞͎̙͔͙̺̯͇̲̪͇͒̋͊̐͋͂̊̔̏͐̓͌̚a̸̢̧̛̫̞̺͙̲̤͇̹',
  '\ud800',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\r\n\r\nHTTP/1.1 200 OK',
  ' ',
  '١٢٣٤٥٦٧٨٩٠',
];

const oddText = fc.constantFrom(...ODD_TEXT);

/** Like encodeURIComponent, but a lone surrogate becomes its raw (invalid UTF-8) bytes instead of throwing. */
function encodeAny(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}
// Longer than the longest text any route takes (a newsletter's 20,000 characters).
const hugeText = fc.integer({ min: 20_001, max: 200_000 }).map((n) => 'x'.repeat(n));

/** A JSON value's type, as a field's schema sees it. */
function jsonType(value: unknown) {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Values of each JSON type but text (text is broken by the other mutations). */
const OTHER_TYPES: [type: string, values: fc.Arbitrary<unknown>][] = [
  ['number', fc.integer()],
  ['number', fc.double()],
  ['boolean', fc.boolean()],
  ['null', fc.constant(null)],
  ['array', fc.array(fc.string(), { maxLength: 3 })],
  ['object', fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 })],
];

/**
 * A value of another type than the field takes: never one of its own (an integer for an id could
 * name a real row, `false` for a flag is a real change), nor null where null is a valid value.
 */
function wrongTypeFor(spec: BodySpec, field: string): fc.Arbitrary<unknown> {
  const valid = new Set([jsonType(spec.valid?.[field]), ...(spec.nullable?.includes(field) ? ['null'] : [])]);
  return fc.oneof(...OTHER_TYPES.filter(([type]) => !valid.has(type)).map(([, values]) => values));
}

/** Path parameters that are not what they should be. */
const badParam = fc.oneof(
  oddText.map(encodeAny),
  fc.constantFrom(
    '-1',
    '0',
    '1e309',
    'NaN',
    '9'.repeat(40),
    '%',
    '%%',
    '..',
    'null',
    'undefined',
    '[]',
    '{}',
  ),
  fc.integer({ min: 210, max: 3000 }).map((n) => 'A'.repeat(n)),
  fc.string({ maxLength: 30 }).map(encodeAny),
);
const address = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

type Mutation = { label: string; body: Record<string, unknown> };

function mutations(spec: BodySpec): fc.Arbitrary<Mutation> {
  const valid = spec.valid ?? {};
  const fields = Object.keys(valid);
  const required = spec.required ?? [];
  const unknownField = fc
    .tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 20 }))
    .filter(([key]) => !fields.includes(key) && key !== '__proto__');
  const options: fc.Arbitrary<Mutation>[] = [];
  if (fields.length) {
    if (spec.encoding === 'json') {
      options.push(
        fc.constantFrom(...fields).chain((field) =>
          wrongTypeFor(spec, field).map((value) => ({
            label: `wrong type for ${field}`,
            body: { ...valid, [field]: value },
          })),
        ),
      );
    }
    options.push(
      fc
        .tuple(fc.constantFrom(...fields), hugeText)
        .map(([field, value]) => ({ label: `huge ${field}`, body: { ...valid, [field]: value } })),
      unknownField.map(([key, value]) => ({
        label: `extra field ${JSON.stringify(key)}`,
        body: { ...valid, [key]: value },
      })),
    );
  }
  if (required.length || spec.atLeastOne) {
    // A body that names none of the fields: empty, or nothing but a field the route does not know.
    options.push(
      fc
        .option(unknownField, { nil: undefined })
        .map((extra) =>
          extra
            ? { label: `only the unknown field ${JSON.stringify(extra[0])}`, body: { [extra[0]]: extra[1] } }
            : { label: 'no fields', body: {} },
        ),
    );
  }
  if (required.length) {
    options.push(
      fc.constantFrom(...required).map((field) => {
        const body = { ...valid };
        delete body[field];
        return { label: `missing ${field}`, body };
      }),
    );
  }
  if (fields.length) {
    options.push(
      fc
        .constantFrom(...fields)
        .map((field) => ({ label: `NUL in ${field}`, body: { ...valid, [field]: `a\u0000b` } })),
    );
  }
  if (spec.strict?.length) {
    // A blank optional text field is as good as one left out (a blank date means today).
    const blankIsValid = (field: string) => typeof valid[field] === 'string' && !required.includes(field);
    options.push(
      fc.constantFrom(...spec.strict).chain((field) =>
        (blankIsValid(field) ? oddText.filter((value) => value.trim() !== '') : oddText).map((value) => ({
          label: `odd text in ${field}`,
          body: { ...valid, [field]: value },
        })),
      ),
    );
  }
  return fc.oneof(...options);
}

/** Well-formed JSON that is not an object of fields: refused by every route that reads a body. */
const notAnObject = fc.oneof(
  fc.constant({ label: 'JSON array', contentType: 'application/json', payload: '[1,2,3]' }),
  fc.constant({ label: 'JSON number', contentType: 'application/json', payload: '42' }),
  fc.constant({ label: 'JSON null', contentType: 'application/json', payload: 'null' }),
);

/** Bodies no route can read: malformed, of a type the site does not take, or far too large. */
const unreadableBody = fc.oneof(
  fc.constant({ label: 'malformed JSON', contentType: 'application/json', payload: '{"a": ' }),
  fc.constant({ label: 'XML', contentType: 'application/xml', payload: '<a>1</a>' }),
  fc.constant({ label: 'plain text', contentType: 'text/plain', payload: 'hello' }),
  fc.constant({ label: 'octet stream', contentType: 'application/octet-stream', payload: '\u0000\u0001' }),
  fc.constant({
    label: 'multipart without boundary',
    contentType: 'multipart/form-data',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  }),
  fc.constant({
    label: 'multipart cut short',
    contentType: 'multipart/form-data; boundary=zz',
    payload: '--zz\r\nContent-Disposition: form-data; name="UserName"\r\n\r\nabc',
  }),
  fc.constant({
    label: 'body over a megabyte',
    contentType: 'application/json',
    payload: JSON.stringify({ a: 'y'.repeat(1_100_000) }),
  }),
);

async function encode(spec: BodySpec, body: Record<string, unknown>) {
  if (spec.encoding === 'json') return { payload: JSON.stringify(body), contentType: 'application/json' };
  const text = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
  if (spec.encoding === 'form') {
    return {
      payload: new URLSearchParams(text).toString(),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  const encoded = await multipartBody(text);
  return { payload: encoded.payload, contentType: encoded.headers['content-type'] };
}

export interface RouteSpec {
  method: string;
  url: string;
  body: BodySpec;
  /** Query strings to break (routes that read the query). */
  query?: string[];
  /**
   * A request that is itself audited (an export, a document opened, a failed staff sign-in): its
   * audit rows are not changes.
   */
  auditedRead?: boolean;
}

/** The names of a route's path parameters (`:messageId`), in order. */
export const pathParamNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]);

/**
 * One arbitrary bad request for the route; every one of them must be refused (or, for GET, answered).
 * Each path parameter is either broken or `realParams`' value for it, the id of a row that exists, so
 * that requests get past the path to what the route checks next; a parameter without one is an error.
 * Query keys with a real value (`bdeCode`) are also sent with it, so their guards are passed too.
 */
export function badRequest(
  route: RouteSpec,
  realParams: Readonly<Record<string, string>>,
): fc.Arbitrary<Promise<BadRequest>> {
  const names = pathParamNames(route.url);
  const unknown = names.filter((name) => !Object.hasOwn(realParams, name));
  if (unknown.length) {
    throw new Error(
      `${route.method} ${route.url}: no real value for ${unknown.map((name) => `:${name}`).join(', ')}; ` +
        'seed a row for it in bad-input.test.ts',
    );
  }
  const base = fc.record({
    remoteAddress: address,
    as: fc.constantFrom('anonymous', 'user', 'bde', 'staff') as fc.Arbitrary<BadRequest['as']>,
    withoutXsrf: fc.boolean().map((b) => b && route.method !== 'GET'),
  });
  const values = fc.tuple(
    ...names.map((name) => fc.oneof(badParam, fc.constant(encodeURIComponent(realParams[name])))),
  );
  const url = values.map((taken) => {
    let at = 0;
    return route.url.replace(/:\w+/g, () => taken[at++]);
  });
  const brokenQuery = route.query?.length
    ? fc.oneof(
        fc.constant(''),
        fc
          .tuple(fc.constantFrom(...route.query), badParam)
          .map(([key, value]) => `?${key}=${value}&${key}=${value}`),
        fc.tuple(fc.constantFrom(...route.query), badParam).map(([key, value]) => `?${key}=${value}`),
        fc.constant('?__proto__[x]=1&constructor=1'),
      )
    : fc.oneof(
        fc.constant(''),
        fc.constant('?x=%ZZ'),
        badParam.map((v) => `?q=${v}`),
      );
  // Query keys that name a row as a path would (the BDE's own code): as often real as broken.
  const realQuery = (route.query ?? [])
    .filter((key) => Object.hasOwn(realParams, key))
    .map((key) => `${key}=${encodeURIComponent(realParams[key])}`)
    .join('&');
  const query = realQuery ? fc.oneof(brokenQuery, fc.constant(`?${realQuery}`)) : brokenQuery;

  const bodyPart: fc.Arbitrary<Promise<{ label: string; payload?: string | Buffer; contentType?: string }>> =
    route.method === 'GET'
      ? fc.constant(Promise.resolve({ label: 'GET' }))
      : route.body.encoding === 'none' || !route.body.valid
        ? unreadableBody.map(async (broken) => broken)
        : fc.oneof(
            {
              weight: 4,
              arbitrary: mutations(route.body).map(async (m) => ({
                label: m.label,
                ...(await encode(route.body, m.body)),
              })),
            },
            { weight: 1, arbitrary: unreadableBody.map(async (broken) => broken) },
            { weight: 1, arbitrary: notAnObject.map(async (broken) => broken) },
          );

  return fc.tuple(base, url, query, bodyPart).map(async ([b, path, q, bodyPromise]) => {
    const body = await bodyPromise;
    return {
      label: `${route.method} ${path}${q} ${body.label} as ${b.as}${b.withoutXsrf ? ' without anti-forgery token' : ''}`,
      method: route.method,
      url: `${path}${q}`,
      headers: (body.contentType ? { 'content-type': body.contentType } : {}) as Record<string, string>,
      payload: body.payload,
      remoteAddress: b.remoteAddress,
      as: b.as,
      withoutXsrf: b.withoutXsrf,
    };
  });
}
