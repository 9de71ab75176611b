// `npm run bench:fuzz`: the generated bad-input suite with many more requests per route (FUZZ_RUNS,
// default 5000) and a seed of your choice (FUZZ_SEED), on the embedded database (and PostgreSQL with DATABASE_URL).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './build-state.mjs';

const runs = process.env.FUZZ_RUNS ?? '5000';
const seed = process.env.FUZZ_SEED ?? String(Date.now() % 1_000_000_000);
console.info(`bench:fuzz — ${runs} generated bad requests per API route, seed ${seed}`);
const started = Date.now();
const result = spawnSync(
  path.join(ROOT, 'node_modules', '.bin', 'jest'),
  // The path first: --selectProjects takes every name after it, and would run the whole API suite.
  ['api/src/robustness/bad-input.test.ts', '--selectProjects', 'api'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_RUNS: runs,
      FUZZ_SEED: seed,
      NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
    },
  },
);
// Then adversarial files of about 5 MB for every upload check, timed against a running server.
const uploads = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/bench/fuzz-uploads.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
});
console.info(
  `\nsummary: ${result.status === 0 ? 'no 5xx, every refusal JSON, no rows or files written' : 'FAILED (see above)'} — ${runs} requests per route, seed ${seed}, ${Math.round((Date.now() - started) / 1000)} s`,
);
console.info(
  `upload checks: ${uploads.status === 0 ? 'every file within its limit, health answering' : 'FAILED (see above)'}`,
);
process.exit(result.status || uploads.status || 0);
