// Builds the four front-end apps for production in one webpack run (a multi-compiler).
// `--if-stale` builds only the apps whose sources changed since their last build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { APPS, BUILD_STAMP, ROOT, staleApps } from './build-state.mjs';
import { compressDist } from './compress-dist.mjs';
import { prerender } from './prerender.mjs';

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
if (result.status !== 0) process.exit(result.status ?? 1);
// The public pages are prerendered from the shell and the marketing remote: prerender them again when either changed.
if (apps.includes('shell') || apps.includes('marketing-remote')) await prerender();
for (const app of apps) {
  compressDist(path.join(ROOT, app, 'dist'));
  fs.writeFileSync(path.join(ROOT, app, 'dist', BUILD_STAMP), new Date().toISOString());
}
console.info(`build: compressed the assets of ${apps.join(', ')}`);
