export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the page's API calls with `respond(path, method)` and records what was sent, the way the
 * browser would send it (RTK Query hands fetch a Request; plain calls give a path).
 */
export function mockApi(respond: (path: string, method: string) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    const path = new URL(request.url).pathname;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    sent.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    return respond(path, request.method);
  });
  return { sent, restore: () => spy.mockRestore() };
}
