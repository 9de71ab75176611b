import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AdminResult } from './admin-result';

/**
 * The admin tool and a running server on the embedded database, which only one process may open:
 * the server listens on a Unix socket in its data folder and runs each command it is sent against
 * its own database, with its own keys. Only the account that runs the server can reach the socket
 * (0600, in the 0700 data folder); whoever can, could already read the database itself.
 *
 * One request per connection, one line of JSON each way: `{"argv": [...]}`, then `{"code", "output"}`.
 */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

/** Unix socket addresses are short (108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH_BYTES = 100;
const MAX_REQUEST_BYTES = 64 * 1024;
const MAX_ARGS = 100;
const IDLE_MS = 30_000;

const NOT_UNDERSTOOD: AdminResult = {
  code: 2,
  output: 'Not done: the request was not understood (one line of JSON, {"argv": ["command", ...]}).',
};

export interface AdminSocket {
  path: string;
  close(): Promise<void>;
}

function readArgv(line: string): string[] | null {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    return null;
  }
  const argv = (request as { argv?: unknown } | null)?.argv;
  if (!Array.isArray(argv) || argv.length > MAX_ARGS) return null;
  if (!argv.every((arg): arg is string => typeof arg === 'string')) return null;
  return argv;
}

/** Whether something answers on the socket: a live server, not a file a crashed one left behind. */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Listens on `<dataDir>/admin.sock` and answers each command with `run`. A socket left by a server
 * that crashed is replaced; one a live server answers on is not (the start fails, saying so).
 */
export async function startAdminSocket({
  dataDir,
  run,
}: {
  dataDir: string;
  run: (argv: string[]) => Promise<AdminResult>;
}): Promise<AdminSocket> {
  const socketPath = adminSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(`the data folder's path is too long for a Unix socket (${socketPath})`);
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  const existing = fs.lstatSync(socketPath, { throwIfNoEntry: false });
  if (existing) {
    if (!existing.isSocket()) throw new Error(`${socketPath} exists and is not a socket; remove it`);
    if (await answers(socketPath)) throw new Error(`another server already answers on ${socketPath}`);
    fs.rmSync(socketPath, { force: true });
  }

  const connections = new Set<net.Socket>();
  const server = net.createServer((connection) => {
    connections.add(connection);
    connection.on('close', () => connections.delete(connection));
    connection.setTimeout(IDLE_MS, () => connection.destroy());
    connection.on('error', () => connection.destroy());
    let received = '';
    let answered = false;
    const answer = (result: AdminResult) => {
      if (answered) return;
      answered = true;
      connection.end(`${JSON.stringify(result)}\n`);
    };
    const handle = (line: string) => {
      const argv = readArgv(line);
      if (!argv) return answer(NOT_UNDERSTOOD);
      // The idle limit is for a client that never sends its request; a command (a backup) may run long.
      connection.setTimeout(0);
      run(argv).then(answer, (error: unknown) =>
        answer({ code: 1, output: `Not done: ${error instanceof Error ? error.message : String(error)}` }),
      );
    };
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      if (answered) return;
      received += chunk;
      const end = received.indexOf('\n');
      if (end >= 0) handle(received.slice(0, end));
      else if (Buffer.byteLength(received) > MAX_REQUEST_BYTES) answer(NOT_UNDERSTOOD);
    });
    connection.on('end', () => {
      if (!answered) handle(received);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);

  return {
    path: socketPath,
    async close() {
      for (const connection of connections) connection.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(socketPath, { force: true });
    },
  };
}

/** Sends one command to the server listening on `socketPath` and waits for its result. */
export function sendAdminCommand(socketPath: string, argv: string[]): Promise<AdminResult> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socketPath);
    let received = '';
    connection.setEncoding('utf8');
    connection.once('connect', () => connection.write(`${JSON.stringify({ argv })}\n`));
    connection.on('data', (chunk: string) => {
      received += chunk;
    });
    connection.once('error', reject);
    connection.once('end', () => {
      try {
        const result = JSON.parse(received) as AdminResult;
        if (![0, 1, 2].includes(result.code) || typeof result.output !== 'string') throw new Error();
        resolve(result);
      } catch {
        reject(new Error('the server sent an answer that could not be read'));
      }
    });
  });
}
