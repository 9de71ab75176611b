// `npm run demo`: the whole site on a FRESH embedded database filled with demo BDEs, proposals and
// projects. Builds what is stale, wipes and seeds its own data folder, prints the demo sign-ins, then
// serves like `npm start`. `npm start` itself never creates demo accounts.
//   DEMO_DATA_DIR  the demo's data folder (default .data-demo; wiped at every run)
//   PORT, HOST     as for npm start
//   --no-build     skip the build step (the end-to-end test uses this after building once)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './build-state.mjs';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = path.resolve(ROOT, process.env.DEMO_DATA_DIR ?? '.data-demo');
const protectedDirs = [ROOT, path.resolve(ROOT, 'data'), path.resolve(ROOT, process.env.DATA_DIR ?? 'data')];
if (protectedDirs.includes(dataDir) || !path.basename(dataDir).startsWith('.data-')) {
  console.error(`The demo wipes its data folder, so it must be named .data-<something>, not ${dataDir}.`);
  process.exit(1);
}
fs.rmSync(dataDir, { recursive: true, force: true });

// The demo never touches a configured PostgreSQL database or the site's own data keys.
/** @type {NodeJS.ProcessEnv} */
const env = { NODE_ENV: 'production', ...process.env, DATA_DIR: dataDir };
for (const name of ['DATABASE_URL', 'APP_SECRET', 'DATA_KEY', 'DATA_KEY_PREVIOUS', 'BLIND_INDEX_KEY'])
  delete env[name];

const seed = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'demo', 'run-demo-seed.ts')],
  { cwd: ROOT, stdio: 'inherit', env },
);
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env,
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
