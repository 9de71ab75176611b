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
import { demoEnv, seedDemoData } from './demo-seed.mjs';

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

const seed = seedDemoData(dataDir);
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: demoEnv(dataDir),
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
