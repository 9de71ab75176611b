import { spawn } from 'node:child_process';
import path from 'node:path';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const AUTOCANNON = path.resolve(__dirname, '..', '..', 'node_modules', 'autocannon', 'autocannon.js');

/** Runs autocannon in its own process, so the load generator does not share the server's event loop. */
export function autocannon(
  url: string,
  {
    connections,
    seconds,
    headers = {},
  }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const args = [AUTOCANNON, '-c', String(connections), '-d', String(seconds), '--json'];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const json = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        errors: number;
        timeouts: number;
        non2xx: number;
      };
      resolve({
        requestsPerSecond: json.requests.average,
        p50: json.latency.p50,
        p99: json.latency.p99,
        errors: json.errors + json.timeouts,
        non2xx: json.non2xx,
      });
    });
  });
}
