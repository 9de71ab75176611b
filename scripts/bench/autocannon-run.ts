import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** The middle value of a list (the upper one of an even list). */
export const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each figure the median of the rounds'; errors summed. */
export function medianRun(results: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: middle(results.map((r) => r.requestsPerSecond)),
    p50: middle(results.map((r) => r.p50)),
    p99: middle(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

type Reply = { id: number; result?: LoadResult; error?: string };

let generator: ChildProcess | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (result: LoadResult) => void; reject: (error: Error) => void }>();

/** The one load generator process, started at the first run; it does not keep the benchmark alive. */
function loadGenerator(): ChildProcess {
  if (generator) return generator;
  const child = fork(path.join(__dirname, 'load-generator.cjs'), [], {
    // Plain Node: the generator is CommonJS and needs none of tsx's loaders.
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', ({ id, result, error }: Reply) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (!pending.size) keepAlive(child, false);
    if (result) waiting?.resolve(result);
    else waiting?.reject(new Error(`autocannon: ${error}`));
  });
  child.on('exit', (code) => {
    generator = null;
    for (const waiting of pending.values())
      waiting.reject(new Error(`the load generator exited with ${code}`));
    pending.clear();
  });
  generator = child;
  return child;
}

/** Whether the generator (its process and its IPC channel) keeps the benchmark running: only while a run is on. */
function keepAlive(child: ChildProcess, on: boolean) {
  const channel = child.channel as { ref?: () => void; unref?: () => void } | undefined;
  if (on) {
    child.ref();
    channel?.ref?.();
  } else {
    child.unref();
    channel?.unref?.();
  }
}

/**
 * Runs autocannon in a process of its own, so the load generator does not share the server's event
 * loop; the same process serves every run of a benchmark.
 */
export function autocannon(
  url: string,
  {
    connections,
    seconds,
    headers = {},
  }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const child = loadGenerator();
  keepAlive(child, true);
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    child.send({ id, url, connections, seconds, headers });
  });
}
