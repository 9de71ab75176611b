// `npm start`: serve the whole site from one process (default :8080).
// On a developer's machine it first builds what is stale (scripts/build.mjs --if-stale). A production
// start (NODE_ENV=production in its environment, as the systemd unit sets) never builds: it serves
// what was built, and refuses to start, in one JSON line, when an app has no build.
// SIGINT and SIGTERM are passed on to the server, and start exits with the server's code, or as a
// shell reports a death by signal (128 + its number: SIGKILL 137), so that a supervisor restarts it.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT, unbuiltApps } from './build-state.mjs';

const production = process.env.NODE_ENV === 'production';

/**
 * One line as the server's logger writes them (pino's fields), for what start itself has to say.
 * @param {number} level pino's number: 50 error, 60 fatal
 * @param {string} msg
 */
function logLine(level, msg) {
  const line = { level, time: Date.now(), pid: process.pid, hostname: os.hostname(), msg };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/**
 * Remotes served from elsewhere (REMOTE_*_URL, or REMOTES_FILE naming them) need no local build.
 * @param {string} app
 */
const servedElsewhere = (app) =>
  app !== 'shell' &&
  Boolean(
    process.env.REMOTES_FILE ||
    process.env[
      `REMOTE_${app
        .replace(/-remote$/, '')
        .replaceAll('-', '_')
        .toUpperCase()}_URL`
    ],
  );

if (production) {
  const missing = unbuiltApps().filter((app) => !servedElsewhere(app));
  if (missing.length) {
    logLine(
      60,
      `not built: ${missing.join(', ')}. A production start never builds: run \`npm run build\` first, then start again.`,
    );
    process.exit(1);
  }
} else {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('error', (error) => {
  logLine(60, `the server could not be started: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  const number = signal ? os.constants.signals[signal] : undefined;
  if (signal) logLine(50, `the server was killed by ${signal}`);
  process.exit(number ? 128 + number : 1);
});
