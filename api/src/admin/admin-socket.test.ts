import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { REPO_ROOT } from '../config';
import { staffMembers } from '../db/schema';
import { insertExecutive } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { runAdmin } from './admin-result';
import { adminSocketPath, sendAdminCommand, startAdminSocket, type AdminSocket } from './admin-socket';

jest.setTimeout(60_000);

let ctx: TestContext;
let dataDir: string;
let socket: AdminSocket;

beforeAll(async () => {
  ctx = await createTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-sock-'));
  socket = await startAdminSocket({
    dataDir,
    run: (argv) =>
      runAdmin(ctx.database.db, argv, {
        identityKeys: () => ctx.identity,
        publicOrigin: 'http://office.example.in',
      }),
  });
});
afterAll(async () => {
  await socket.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await ctx.close();
});

/** What the socket answers to raw bytes, as text. */
function rawExchange(payload: string, { end = true } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socket.path);
    let received = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (received += chunk));
    connection.on('end', () => resolve(received));
    connection.on('error', reject);
    connection.on('connect', () => (end ? connection.end(payload) : connection.write(payload)));
  });
}

test("the socket lives in the data folder, which only the server's account can enter", () => {
  expect(socket.path).toBe(adminSocketPath(dataDir));
  expect(fs.statSync(socket.path).isSocket()).toBe(true);
  expect(fs.statSync(socket.path).mode & 0o777).toBe(0o600);
  expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
});

test("a command sent through the socket runs on the server's database and answers its output and exit code", async () => {
  const result = await sendAdminCommand(socket.path, [
    'staff',
    'add',
    '--email',
    'sock.admin@example.com',
    '--name',
    'Sock Admin',
    '--role',
    'admin',
  ]);
  expect(result.code).toBe(0);
  expect(result.output).toMatch(/^Added staff member #\d+: Sock Admin <sock\.admin@example\.com>, admin\./);
  expect(result.output).toMatch(/http:\/\/office\.example\.in\/staff\/setup#token=[\w-]{43}/);
  const [row] = await ctx.database.db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.emailKey, 'sock.admin@example.com'));
  expect(row.role).toBe('admin');

  const bde = await insertExecutive(ctx);
  const project = await sendAdminCommand(socket.path, [
    'add-project',
    '--bde',
    bde.bdeCode,
    '--company',
    'Socket Foods',
    '--amount',
    '1200.50',
    '--status',
    'Active',
  ]);
  expect(project).toMatchObject({
    code: 0,
    output: expect.stringContaining('Socket Foods, ₹1,200.50, Active'),
  });
});

test('a bad command answers exit code 2 and the reason', async () => {
  expect(await sendAdminCommand(socket.path, ['add-project', '--bde', 'NOPE'])).toEqual({
    code: 2,
    output: 'Not done: add-project needs --company and --amount and --status.',
  });
  expect((await sendAdminCommand(socket.path, ['staff', 'remove'])).code).toBe(2);
});

test('garbage is refused with exit code 2, whatever it is', async () => {
  for (const payload of ['hello\n', '{"argv": "add-project"}\n', '{"argv": [1, 2]}\n', '[]\n', 'null']) {
    const answer = JSON.parse(await rawExchange(payload));
    expect(answer).toEqual({
      code: 2,
      output: expect.stringMatching(/^Not done: the request was not understood/),
    });
  }
  const huge = JSON.parse(await rawExchange('x'.repeat(100 * 1024), { end: false }));
  expect(huge.code).toBe(2);
  // The server still answers afterwards.
  expect((await sendAdminCommand(socket.path, ['help'])).code).toBe(0);
});

test('a second server on the same data folder is refused; a socket a crashed server left is replaced', async () => {
  await expect(startAdminSocket({ dataDir, run: async () => ({ code: 0, output: '' }) })).rejects.toThrow(
    /another server already answers/,
  );

  const crashedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-sock-'));
  const stale = adminSocketPath(crashedDir);
  // A server killed outright leaves its socket file behind.
  const child = spawnSync(process.execPath, [
    '-e',
    `require('net').createServer().listen(${JSON.stringify(stale)}, () => process.kill(process.pid, 'SIGKILL'))`,
  ]);
  expect(child.signal).toBe('SIGKILL');
  expect(fs.lstatSync(stale).isSocket()).toBe(true);
  const replaced = await startAdminSocket({
    dataDir: crashedDir,
    run: async () => ({ code: 0, output: 'here' }),
  });
  expect(await sendAdminCommand(replaced.path, ['anything'])).toEqual({ code: 0, output: 'here' });
  await replaced.close();
  expect(fs.existsSync(stale)).toBe(false);
  fs.rmSync(crashedDir, { recursive: true, force: true });
});

/** `npm run admin -- <argv>` with DATA_DIR set, as a person at the server's terminal would run it. */
async function runCli(dataDir: string, argv: string[]) {
  const cli = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'api', 'src', 'admin', 'cli.ts'), ...argv],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_NO_WARNINGS: '1' },
    },
  );
  let stdout = '';
  let stderr = '';
  cli.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  cli.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Not spawnSync: the server answering it runs in this process.
  const code = await new Promise<number | null>((resolve) => cli.on('exit', resolve));
  return { code, stdout, stderr };
}

test('npm run admin sends its command to the server that holds the embedded database', async () => {
  // A data folder as a running server leaves it: a database, and a lock naming a live process (this one).
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
  fs.mkdirSync(path.join(siteDir, 'pglite'));
  fs.writeFileSync(path.join(siteDir, '.lock'), String(process.pid));
  const server = await startAdminSocket({
    dataDir: siteDir,
    run: (argv) =>
      runAdmin(ctx.database.db, argv, {
        publicOrigin: 'http://office.example.in',
        identityKeys: () => ctx.identity,
      }),
  });
  const add = (email: string) =>
    runCli(siteDir, ['staff', 'add', '--email', email, '--name', 'Cli Staff', '--role', 'staff']);
  try {
    const added = await add('cli.staff@example.com');
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toMatch(/^Added staff member #\d+: Cli Staff <cli\.staff@example\.com>, staff\./);
    expect(await add('CLI.staff@example.com')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Not done: --email: A staff member already has this email address.\n',
    });
  } finally {
    await server.close();
  }
  // With no server answering, the tool says so and what to do.
  const alone = await add('third@example.com');
  expect(alone.code).toBe(1);
  expect(alone.stderr).toMatch(/holds the embedded database in .* and did not take the command/);
  fs.rmSync(siteDir, { recursive: true, force: true });
});
