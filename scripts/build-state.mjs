import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'marketing-remote', 'user-portal-remote', 'bde-portal-remote', 'staff-remote'];
/** Written after a successful build (webpack leaves unchanged files, and so their times, alone). */
export const BUILD_STAMP = '.build-stamp';

/** @param {string} target a file or folder; a folder counts its newest file */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'releases' || entry === 'dist-prerender')
      continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Whether an app has a build to serve: a finished build (its stamp) and, for a remote, which is served
 * from its releases (scripts/release.mjs), a published release.
 * @param {string} app
 */
function isBuilt(app) {
  if (!fs.existsSync(path.join(ROOT, app, 'dist', BUILD_STAMP))) return false;
  return app === 'shell' || fs.existsSync(path.join(ROOT, app, 'releases', 'current.json'));
}

/** The apps with no build to serve, however old their sources: what a production start refuses. */
export function unbuiltApps() {
  return APPS.filter((app) => !isBuilt(app));
}

/** The apps whose build is missing or older than their sources (or shared's, or the webpack config). */
export function staleApps() {
  const common = Math.max(
    newestMtime(path.join(ROOT, 'shared')),
    newestMtime(path.join(ROOT, 'webpack.common.js')),
    newestMtime(path.join(ROOT, 'package-lock.json')),
  );
  return APPS.filter((app) => {
    if (!isBuilt(app)) return true;
    const built = fs.statSync(path.join(ROOT, app, 'dist', BUILD_STAMP)).mtimeMs;
    return Math.max(common, newestMtime(path.join(ROOT, app))) > built;
  });
}
