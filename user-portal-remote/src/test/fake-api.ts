/** Answers the page's fetch calls by "METHOD /path", records them, and fails loudly on anything else. */
export interface FakeCall {
  method: string;
  path: string;
  body: string;
  headers: Headers;
}

type Answer = { status: number; body?: unknown } | (() => Promise<never>);

export function fakeApi(routes: Record<string, Answer | Answer[]>) {
  const calls: FakeCall[] = [];
  const queues = new Map(
    Object.entries(routes).map(([key, answer]) => [key, ([] as Answer[]).concat(answer)]),
  );
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    calls.push({
      method: request.method,
      path: url.pathname,
      body: await request.text(),
      headers: request.headers,
    });
    const queue = queues.get(key);
    if (!queue?.length) throw new Error(`No fake answer for ${key}`);
    const answer = queue.length > 1 ? queue.shift()! : queue[0];
    if (typeof answer === 'function') return answer();
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    restore: () => spy.mockRestore(),
    /** The form fields of the n-th call to a path. */
    formOf(path: string, index = 0) {
      const call = calls.filter((c) => c.path === path)[index];
      return call ? Object.fromEntries(new URLSearchParams(call.body)) : undefined;
    },
  };
}
