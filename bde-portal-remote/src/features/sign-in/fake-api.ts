/** Test helper: answers the page's fetch calls from a table of `METHOD /path` handlers. */
export type Handler = (request: Request) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export function fakeApi(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request);
    const url = new URL(request.url);
    const key = `${request.method} ${decodeURIComponent(url.pathname)}`;
    const handler = handlers[key] ?? handlers[`${request.method} ${url.origin}${url.pathname}`];
    if (!handler) return json(404, { title: 'Not found.', status: 404 });
    return handler(request);
  });
  return {
    requests,
    /** The requests made to one path (any method unless given). */
    calls: (path: string, method?: string) =>
      requests.filter(
        (request) =>
          decodeURIComponent(new URL(request.url).pathname) === path &&
          (!method || request.method === method),
      ),
    restore: () => spy.mockRestore(),
  };
}
