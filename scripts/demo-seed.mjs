// The demo's seeding step, for `npm run demo` and for benches that measure on the demo's data
// (bench:portal): api/src/demo/run-demo-seed.ts run on a fresh embedded database.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './build-state.mjs';

/** The demo never touches a configured PostgreSQL database or the site's own data keys. */
const NOT_FOR_THE_DEMO = ['DATABASE_URL', 'APP_SECRET', 'DATA_KEY', 'DATA_KEY_PREVIOUS', 'BLIND_INDEX_KEY'];

/**
 * The environment the demo's seed and server run with, over `base`: its own data folder and none of
 * the variables above (the server reads a blank one as unset).
 * @param {string} dataDir
 * @param {NodeJS.ProcessEnv} [base]
 * @returns {Record<string, string>}
 */
export function demoEnv(dataDir, base = process.env) {
  /** @type {Record<string, string>} */
  const env = { NODE_ENV: 'production' };
  for (const [name, value] of Object.entries(base)) if (value !== undefined) env[name] = value;
  for (const name of NOT_FOR_THE_DEMO) env[name] = '';
  return { ...env, DATA_DIR: dataDir };
}

/**
 * Fills the empty embedded database in `dataDir` with the demo BDEs, their business and the back
 * office's demo, and prints the sign-ins unless `stdio` says otherwise. Returns the seed's exit status.
 * @param {string} dataDir
 * @param {{ stdio?: 'inherit' | 'pipe' }} [options]
 */
export function seedDemoData(dataDir, { stdio = 'inherit' } = {}) {
  const seed = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'demo', 'run-demo-seed.ts')],
    { cwd: ROOT, stdio, env: demoEnv(dataDir), encoding: 'utf8' },
  );
  return { status: seed.status, output: `${seed.stdout ?? ''}${seed.stderr ?? ''}` };
}
