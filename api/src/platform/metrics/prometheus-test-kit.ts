/** What the tests that run a real Prometheus share: waiting for a state, and reading a query's result. */

/** The first value `read` gives (its failures count as "not yet"), polled every 250 ms until the deadline. */
export async function waitFor<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs = 40_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

/** An instant query's samples, from the Prometheus at `prometheusUrl`. */
export async function queryPrometheus(prometheusUrl: string, promql: string): Promise<Sample[]> {
  const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await response.json()) as { status: string; data: { result: Sample[] } };
  if (body.status !== 'success') throw new Error(`${promql}: ${JSON.stringify(body)}`);
  return body.data.result;
}
