// A remote's build is published as a release: a folder named by its version (<remote>/releases/<version>/),
// never changed afterwards, with release.json saying when it was built and from which commit, and
// current.json naming the one the site uses until the database says otherwise (`npm run admin --
// remotes …`). Earlier releases stay, so a visitor holding a page of one still finds its files, and
// so does any release the database names (in-use.json, written by the API when it changes one).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './build-state.mjs';

/** Releases kept besides the current one (and any the configuration names). */
const KEEP = 4;

/**
 * The remote addresses this machine is configured with (REMOTES_FILE, REMOTE_*_URL): a release one
 * of them names is never removed, whatever its age (a rollback pins an older one).
 */
function configuredAddresses() {
  const addresses = Object.entries(process.env)
    .filter(([name]) => /^REMOTE_\w+_URL$/.test(name))
    .map(([, value]) => value ?? '');
  if (process.env.REMOTES_FILE) {
    try {
      addresses.push(
        ...Object.values(JSON.parse(fs.readFileSync(process.env.REMOTES_FILE, 'utf8'))).map(String),
      );
    } catch {
      // No file, or not JSON: it names nothing.
    }
  }
  return addresses;
}

/**
 * The releases the database names (stable, canary, the stable a rollback returns to), as the API last
 * wrote them: never removed.
 * @param {string} releases
 * @returns {string[]}
 */
function releasesInUse(releases) {
  try {
    const { releases: names } = JSON.parse(fs.readFileSync(path.join(releases, 'in-use.json'), 'utf8'));
    return Array.isArray(names) ? names.filter((name) => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The commit the build's sources are from: HEAD, marked "-dirty" when the app or shared/ had changes
 * not committed; null outside a git work tree.
 * @param {string} app
 */
function sourceCommit(app) {
  try {
    const git = (/** @type {string[]} */ ...args) =>
      execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const head = git('rev-parse', 'HEAD');
    return git('status', '--porcelain', '--', app, 'shared') ? `${head}-dirty` : head;
  } catch {
    return null;
  }
}

/**
 * When the build finished (its stamp's time; the entry's for a build without one).
 * @param {string} dist
 */
function builtAt(dist) {
  for (const file of ['.build-stamp', 'remoteEntry.js']) {
    try {
      return fs.statSync(path.join(dist, file)).mtime.toISOString();
    } catch {
      // try the next
    }
  }
  return new Date().toISOString();
}

/** @param {string} app the remote's folder */
export function publishRelease(app) {
  const dist = path.join(ROOT, app, 'dist');
  const releases = path.join(ROOT, app, 'releases');
  /** @type {{ version: string }} */
  const { version } = JSON.parse(fs.readFileSync(path.join(dist, 'pages', 'manifest.json'), 'utf8'));
  const folder = path.join(releases, version);
  if (!fs.existsSync(folder)) {
    const partial = `${folder}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(dist, partial, {
      recursive: true,
      filter: (source) => path.basename(source) !== '.build-stamp',
    });
    const info = { version, builtAt: builtAt(dist), commit: sourceCommit(app) };
    fs.writeFileSync(path.join(partial, 'release.json'), JSON.stringify(info));
    fs.renameSync(partial, folder);
  }
  // Written whole, then renamed: a server reading it never sees half a file.
  const current = path.join(releases, 'current.json');
  fs.writeFileSync(`${current}.tmp`, JSON.stringify({ version }));
  fs.renameSync(`${current}.tmp`, current);
  fs.utimesSync(folder, new Date(), new Date());
  const pinned = configuredAddresses();
  const inUse = releasesInUse(releases);
  const older = fs
    .readdirSync(releases, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== version && !entry.name.endsWith('.partial'))
    .filter((entry) => !pinned.some((address) => address.includes(`/${entry.name}/`)))
    .filter((entry) => !inUse.includes(entry.name))
    .map((entry) => ({ name: entry.name, mtime: fs.statSync(path.join(releases, entry.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { name } of older.slice(KEEP))
    fs.rmSync(path.join(releases, name), { recursive: true, force: true });
  console.info(`release: ${app} ${version} (${Math.min(older.length, KEEP)} earlier kept)`);
  return version;
}
