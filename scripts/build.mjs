// Builds the four front-end apps for production in one webpack run (a multi-compiler), each with its
// pre-rendered pages. `--if-stale` builds only the apps whose sources changed since their last build;
// naming apps (`node scripts/build.mjs marketing-remote`) builds those alone.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { APPS, BUILD_STAMP, ROOT, staleApps } from './build-state.mjs';
import { compressDist } from './compress-dist.mjs';
import { prerenderRemote, prerenderShell } from './prerender.mjs';
import { publishRelease } from './release.mjs';

const onlyStale = process.argv.includes('--if-stale');
// An app is a folder of the repository with a webpack config: the four, or a copy of a remote
// (the independent-deploy test builds a changed copy alone).
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((app) => !fs.existsSync(path.join(ROOT, app, 'webpack.config.js')));
if (unknown.length) throw new Error(`build: no app named ${unknown.join(', ')} (apps: ${APPS.join(', ')})`);
const apps = named.length ? named : onlyStale ? staleApps() : APPS;
if (apps.length === 0) {
  console.info('build: every app is up to date');
  process.exit(0);
}
console.info(`build: ${apps.join(', ')}`);
// An app may have a second build beside it (the BDE portal's service worker, webpack.worker.js).
const configs = apps.flatMap((app) =>
  ['webpack.config.js', 'webpack.worker.js']
    .filter((name) => fs.existsSync(path.join(ROOT, app, name)))
    .flatMap((name) => ['-c', path.join(ROOT, app, name)]),
);
const result = spawnSync(
  process.execPath,
  [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), ...configs, '--mode', 'production'],
  { cwd: ROOT, stdio: 'inherit' },
);
if (result.status !== 0) process.exit(result.status ?? 1);
// Each app pre-renders its own pages: the shell its part of every page, each remote the pages it owns.
for (const app of apps) await (app === 'shell' ? prerenderShell() : prerenderRemote(app));
for (const app of apps) {
  compressDist(path.join(ROOT, app, 'dist'));
  fs.writeFileSync(path.join(ROOT, app, 'dist', BUILD_STAMP), new Date().toISOString());
}
console.info(`build: compressed the assets of ${apps.join(', ')}`);
for (const app of apps) if (app !== 'shell') publishRelease(app);
