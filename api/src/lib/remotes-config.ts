import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_SITES, type AppConfig, type RemoteKey } from '../config';

export type RemotesConfig = Record<RemoteKey, string>;

// Every page asks (the server composes it from these addresses): a file is parsed again only when
// it changes, a stat instead of a read and a parse per request.
const parsed = new Map<string, { stamp: string; value: unknown }>();

/** The JSON in `file` (an error when missing or not JSON), re-read only when its time or size changes. */
function readJson(file: string): unknown {
  const { mtimeMs, size } = fs.statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  const cached = parsed.get(file);
  if (cached?.stamp === stamp) return cached.value;
  const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  parsed.set(file, { stamp, value });
  return value;
}

/** The release a remote's folder names current (scripts/release.mjs), if it has one. */
function currentRelease(root: string): string | null {
  try {
    const { version } = readJson(path.join(root, 'current.json')) as { version?: unknown };
    return typeof version === 'string' && /^[\w.-]+$/.test(version) ? version : null;
  } catch {
    return null;
  }
}

/**
 * The remotes the shell registers: our own folders' current releases (or the folder itself when it
 * holds one build, as in tests), then REMOTES_FILE, then REMOTE_*_URL. A REMOTES_FILE that cannot be
 * read is reported to `warn` (the app's logger).
 */
export function readRemotesConfig(config: AppConfig, warn: (message: string) => void): RemotesConfig {
  const remotes = Object.fromEntries(
    Object.entries(REMOTE_SITES).map(([key, site]) => {
      const release = currentRelease(config.remoteDists?.[key as RemoteKey] ?? site.root);
      return [key, `/remotes/${site.folder}/${release ? `${release}/` : ''}remoteEntry.js`];
    }),
  ) as RemotesConfig;
  if (config.remotesFile) {
    try {
      const fromFile = readJson(config.remotesFile) as Record<string, unknown>;
      for (const key of Object.keys(remotes) as RemoteKey[]) {
        const url = fromFile[key];
        if (typeof url === 'string' && url) remotes[key] = url;
      }
    } catch (error) {
      // A missing or half-written file keeps the defaults rather than taking the site down.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') warn(`REMOTES_FILE: ${String(error)}`);
    }
  }
  for (const [key, url] of Object.entries(config.remoteUrls)) if (url) remotes[key as RemoteKey] = url;
  return remotes;
}

/** Origins other than ours that the page may load code from: the CSP admits exactly these. */
export function foreignOrigins(urls: Array<string | undefined>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || url.startsWith('/')) continue;
    try {
      const { protocol, origin } = new URL(url);
      // Only a web origin is one to admit: `javascript:…` or `data:…` would read as the origin "null".
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // not a URL: nothing to admit
    }
  }
  return [...origins];
}
