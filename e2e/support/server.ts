import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Stops the server and keeps its data (an embedded database can then be opened by the test). */
  halt(): Promise<void>;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server at ${url} did not answer within ${timeoutMs} ms.`);
}

/** Starts the production server (the API plus the built apps) on its own port and data folder. */
export async function startServer({
  port,
  env = {},
  dataDir = path.join(REPO_ROOT, `.data-e2e-${port}`),
  keepData = false,
}: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
  /** Start on the database already in `dataDir` (one a test changed while the server was stopped). */
  keepData?: boolean;
}): Promise<RunningServer> {
  if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: REPO_ROOT,
    // Each test server has its own fresh embedded database, unless a test asks for another.
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Beside the main test server: the default metrics address is taken.
      METRICS_ADDR: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, 60_000);
  const halt = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return {
    url,
    process: child,
    halt,
    async stop() {
      if (child.exitCode !== null) return;
      await halt();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
