import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

export interface SiteProcess {
  url: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

interface SiteOptions {
  /** Where the server's output goes: the terminal (the default) or a function fed line by line. */
  output?: 'inherit' | ((line: string) => void);
  /** How long to wait for /api/ready to answer; 60 s by default. */
  startTimeoutMs?: number;
}

/** Starts `npm start`'s server (api/src/server.ts, serving the built apps) and waits until it is ready (/api/ready). */
export async function startSite(
  port: number,
  env: Record<string, string>,
  { output = 'inherit', startTimeoutMs = 60_000 }: SiteOptions = {},
): Promise<SiteProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // Several servers run side by side: one that serves metrics is given its own METRICS_ADDR.
      METRICS_ADDR: 'off',
      ...env,
    },
    stdio: ['ignore', output === 'inherit' ? 'inherit' : 'pipe', output === 'inherit' ? 'inherit' : 'pipe'],
  });
  if (typeof output === 'function') {
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) output(line);
      });
      stream?.on('end', () => pending && output(pending));
    }
  }
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}`);
    }
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within ${Math.round(startTimeoutMs / 1000)} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
