import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_NAME, RELEASE_REMOTES, type ReleaseRemote } from 'shared/contract/releases';
import { REMOTE_SITES, type AppConfig } from '../../config';
import { readRemotesConfig } from '../../lib/remotes-config';

/** Where a remote's releases are read from: its folder's releases/, or the one the configuration names. */
export type ReleaseFolders = Pick<AppConfig, 'remoteDists'>;

/** What scripts/release.mjs writes beside a release's files. */
const RELEASE_INFO = 'release.json';
/** The releases the database names, written for scripts/release.mjs, which never removes them. */
export const IN_USE_FILE = 'in-use.json';
/** A published release's files are never changed: whether one exists is asked again only this often. */
const PUBLISHED_TTL_MS = 5_000;

export interface PublishedRelease {
  name: string;
  builtAt: Date;
  commit: string | null;
}

export const isRemote = (value: string): value is ReleaseRemote =>
  (RELEASE_REMOTES as readonly string[]).includes(value);

export function releaseRoot(folders: ReleaseFolders, remote: ReleaseRemote): string {
  return path.resolve(folders.remoteDists?.[remote] ?? REMOTE_SITES[remote].root);
}

/** The address the shell loads a published release by (static-sites serves it from the release's folder). */
export function releaseEntry(remote: ReleaseRemote, name: string): string {
  return `/remotes/${REMOTE_SITES[remote].folder}/${name}/remoteEntry.js`;
}

/** The release an entry address names, when it is one of our own release folders' entries. */
export function releaseOfEntry(remote: ReleaseRemote, entry: string): string | null {
  const prefix = `/remotes/${REMOTE_SITES[remote].folder}/`;
  if (!entry.startsWith(prefix) || !entry.endsWith('/remoteEntry.js')) return null;
  const name = entry.slice(prefix.length, -'/remoteEntry.js'.length);
  return RELEASE_NAME.test(name) ? name : null;
}

function entryFile(folders: ReleaseFolders, remote: ReleaseRemote, name: string): string | null {
  if (!RELEASE_NAME.test(name)) return null;
  return path.join(releaseRoot(folders, remote), name, 'remoteEntry.js');
}

function statOf(file: string): fs.Stats | null {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** Whether `name` is a release of `remote` on this server: its folder, with its remoteEntry.js. */
export function isPublished(folders: ReleaseFolders, remote: ReleaseRemote, name: string): boolean {
  const file = entryFile(folders, remote, name);
  return file !== null && statOf(file) !== null;
}

/** `isPublished`, remembered a few seconds: every page asks. */
export function publishedCheck(folders: ReleaseFolders, now: () => number = Date.now) {
  const known = new Map<string, { ok: boolean; until: number }>();
  return (remote: ReleaseRemote, name: string): boolean => {
    const key = `${remote}/${name}`;
    const at = now();
    const cached = known.get(key);
    if (cached && cached.until > at) return cached.ok;
    const ok = isPublished(folders, remote, name);
    if (known.size > 1_000) known.clear();
    known.set(key, { ok, until: at + PUBLISHED_TTL_MS });
    return ok;
  };
}

function infoOf(folder: string): { builtAt?: unknown; commit?: unknown } {
  try {
    return JSON.parse(fs.readFileSync(path.join(folder, RELEASE_INFO), 'utf8')) as object;
  } catch {
    return {};
  }
}

/** Every release of `remote` published on this server, newest build first. */
export function listPublishedReleases(folders: ReleaseFolders, remote: ReleaseRemote): PublishedRelease[] {
  const root = releaseRoot(folders, remote);
  let names: string[];
  try {
    names = fs
      .readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && RELEASE_NAME.test(entry.name))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
  const releases: PublishedRelease[] = [];
  for (const name of names) {
    const entry = statOf(path.join(root, name, 'remoteEntry.js'));
    if (!entry) continue;
    const info = infoOf(path.join(root, name));
    const built = typeof info.builtAt === 'string' ? new Date(info.builtAt) : entry.mtime;
    releases.push({
      name,
      builtAt: Number.isNaN(built.getTime()) ? entry.mtime : built,
      commit: typeof info.commit === 'string' && info.commit ? info.commit : null,
    });
  }
  return releases.sort((a, b) => b.builtAt.getTime() - a.builtAt.getTime() || a.name.localeCompare(b.name));
}

export interface ConfiguredRelease {
  /** The entry the configuration names (current.json, REMOTES_FILE, REMOTE_*_URL). */
  entry: string;
  /** The published release it is, or null (another origin, a folder holding one build). */
  release: string | null;
}

/** What the configuration serves for each remote, and which published release that is. */
export function configuredReleases(
  config: Parameters<typeof readRemotesConfig>[0],
  warn: (message: string) => void,
): Record<ReleaseRemote, ConfiguredRelease> {
  const entries = readRemotesConfig(config, warn);
  return Object.fromEntries(
    RELEASE_REMOTES.map((remote) => {
      const release = releaseOfEntry(remote, entries[remote]);
      return [
        remote,
        { entry: entries[remote], release: release && isPublished(config, remote, release) ? release : null },
      ];
    }),
  ) as Record<ReleaseRemote, ConfiguredRelease>;
}

/**
 * Tells scripts/release.mjs which releases the database names, so a build never removes one still
 * served. Best effort: a folder this process may not write to keeps what it had, and the warning says so.
 */
export function markReleasesInUse(
  folders: ReleaseFolders,
  remote: ReleaseRemote,
  names: Array<string | null>,
  warn: (message: string) => void,
): void {
  const root = releaseRoot(folders, remote);
  const file = path.join(root, IN_USE_FILE);
  try {
    if (!fs.existsSync(root)) return;
    const releases = [...new Set(names.filter((name): name is string => !!name))].sort();
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ releases }));
    fs.renameSync(`${file}.tmp`, file);
  } catch (error) {
    warn(`${file} could not be written (a build may remove a release in use): ${String(error)}`);
  }
}
