import fc from 'fast-check';
import { multipartBody } from '../features/executives/registration-test-helpers';

/** How a route takes its body, with a valid example the generators break. */
interface BodySpec {
  encoding: 'json' | 'form' | 'multipart' | 'none';
  valid?: Record<string, unknown>;
  /** Fields whose absence makes the body invalid. */
  required?: string[];
  /** Fields where any odd text (control characters, emoji, RTL marks) is not a valid value. */
  strict?: string[];
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
const hugeText = fc.integer({ min: 5_000, max: 200_000 }).map((n) => 'x'.repeat(n));
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
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
  const options: fc.Arbitrary<Mutation>[] = [];
  if (fields.length) {
    if (spec.encoding === 'json') {
      options.push(
        fc.tuple(fc.constantFrom(...fields), wrongType).map(([field, value]) => ({
          label: `wrong type for ${field}`,
          body: { ...valid, [field]: value },
        })),
      );
    }
    options.push(
      fc
        .tuple(fc.constantFrom(...fields), hugeText)
        .map(([field, value]) => ({ label: `huge ${field}`, body: { ...valid, [field]: value } })),
      fc
        .tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 20 }))
        .filter(([key]) => !fields.includes(key) && key !== '__proto__')
        .map(([key, value]) => ({
          label: `extra field ${JSON.stringify(key)}`,
          body: { ...valid, [key]: value },
        })),
    );
  }
  if (spec.required?.length) {
    options.push(
      fc.constantFrom(...spec.required).map((field) => {
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
    options.push(
      fc
        .tuple(fc.constantFrom(...spec.strict), oddText)
        .map(([field, value]) => ({ label: `odd text in ${field}`, body: { ...valid, [field]: value } })),
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
  /** Builds a URL from a path-parameter value (routes with one parameter). */
  withParam?: (value: string) => string;
  /** Query strings to break (routes that read the query). */
  query?: string[];
  /** A GET whose answer is itself audited (an export): the audit rows it adds are not changes. */
  auditedRead?: boolean;
}

/** One arbitrary bad request for the route; every one of them must be refused (or, for GET, answered). */
export function badRequest(route: RouteSpec, ownParam?: string): fc.Arbitrary<Promise<BadRequest>> {
  const base = fc.record({
    remoteAddress: address,
    as: fc.constantFrom('anonymous', 'user', 'bde', 'staff') as fc.Arbitrary<BadRequest['as']>,
    withoutXsrf: fc.boolean().map((b) => b && route.method !== 'GET'),
  });
  const param = route.withParam ? fc.oneof(badParam, fc.constant(ownParam ?? 'x')) : fc.constant('');
  const url = param.map((value) => (route.withParam ? route.withParam(value) : route.url));
  const query = route.query?.length
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
