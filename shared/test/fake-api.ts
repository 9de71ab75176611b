/**
 * The front ends' one fake API: answers the page's fetch calls from a table, records them, and fails the
 * test on any call it was not told about (jest/setup-web.ts checks after each test).
 *
 * Keys, most specific first: "METHOD /path?query", "METHOD /path", "METHOD https://host/path",
 * "/path?query", "/path". An answer is `{ status?, body? }` (200 and JSON unless told), a handler given the
 * request, or a list of either, answered in order with the last one repeating.
 */
export type FakeHandler = (request: Request) => Response | Promise<Response>;
export type FakeAnswer = { status?: number; body?: unknown } | FakeHandler;

export interface FakeCall {
  method: string;
  /** The path (as sent, not decoded) with its query string. */
  path: string;
  /** The body as text ('' when there is none or it cannot be read). */
  body: string;
  headers: Headers;
  /** An unread copy of the request. */
  request: Request;
}

export const json = (status: number, body: unknown) =>
  new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

let unexpected: string[] = [];

/** Throws (once) for the calls no fake API was told about since the last check. */
export function assertNoUnexpectedCalls() {
  const found = unexpected;
  unexpected = [];
  if (found.length) throw new Error(`Unexpected fetch call(s): ${found.join(', ')}`);
}

export function fakeApi(routes: Record<string, FakeAnswer | FakeAnswer[]>) {
  const calls: FakeCall[] = [];
  const at = (call: FakeCall, path: string) => {
    const pathname = call.path.split('?')[0];
    return pathname === path || decodeURIComponent(pathname) === path;
  };
  const queues = new Map(
    Object.entries(routes).map(([key, answer]) => [key, ([] as FakeAnswer[]).concat(answer)]),
  );
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input as RequestInfo, init);
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    const decoded = decodeURIComponent(url.pathname);
    const body = await request
      .clone()
      .text()
      .catch(() => '');
    calls.push({ method: request.method, path, body, headers: request.headers, request: request.clone() });
    const key = [
      `${request.method} ${path}`,
      `${request.method} ${url.pathname}`,
      `${request.method} ${decoded}`,
      `${request.method} ${url.origin}${url.pathname}`,
      path,
      url.pathname,
      decoded,
    ].find((candidate) => queues.has(candidate));
    const queue = key === undefined ? undefined : queues.get(key);
    if (!queue?.length) {
      const call = `${request.method} ${url.href}`;
      unexpected.push(call);
      throw new Error(`fakeApi: no answer for ${call}`);
    }
    const answer = queue.length > 1 ? queue.shift()! : queue[0];
    if (typeof answer === 'function') return answer(request);
    return json(answer.status ?? 200, answer.body ?? {});
  });
  return {
    calls,
    spy,
    restore: () => spy.mockRestore(),
    /** The paths called (with their query strings), in order. */
    paths: () => calls.map((call) => call.path),
    /** The unread requests made to one path (any method unless given). */
    requestsTo: (path: string, method?: string) =>
      calls
        .filter((call) => at(call, path) && (!method || call.method === method))
        .map((call) => call.request),
    /** The form fields of the n-th call to a path. */
    formOf(path: string, index = 0) {
      const call = calls.filter((c) => at(c, path))[index];
      return call ? Object.fromEntries(new URLSearchParams(call.body)) : undefined;
    },
    /** What was sent, JSON bodies parsed (undefined when none). */
    sent: () =>
      calls.map((call) => ({
        method: call.method,
        path: call.path,
        body: call.body ? (JSON.parse(call.body) as unknown) : undefined,
      })),
    /** The JSON body of the n-th call to a path. */
    jsonOf(path: string, index = 0): unknown {
      const call = calls.filter((c) => at(c, path))[index];
      return call?.body ? JSON.parse(call.body) : undefined;
    },
  };
}
