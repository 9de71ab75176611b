// Builds the four front-end apps for production in one webpack run (a multi-compiler).
// `--if-stale` builds only the apps whose sources changed since their last build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT, staleApps } from './build-state.mjs';

const onlyStale = process.argv.includes('--if-stale');
const apps = onlyStale ? staleApps() : APPS;
if (apps.length === 0) {
  console.info('build: every app is up to date');
  process.exit(0);
}
console.info(`build: ${apps.join(', ')}`);
const configs = apps.flatMap((app) => ['-c', path.join(ROOT, app, 'webpack.config.js')]);
const result = spawnSync(
  process.execPath,
  [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), ...configs, '--mode', 'production'],
  { cwd: ROOT, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
