import fs from 'node:fs';
import { REMOTE_SITES, type AppConfig, type RemoteKey } from '../config';

export type RemotesConfig = Record<RemoteKey, string>;

/** The remotes the shell registers: our own folders, then REMOTES_FILE, then REMOTE_*_URL. */
export function readRemotesConfig(config: AppConfig): RemotesConfig {
  const remotes = Object.fromEntries(
    Object.entries(REMOTE_SITES).map(([key, site]) => [key, `/remotes/${site.folder}/remoteEntry.js`]),
  ) as RemotesConfig;
  if (config.remotesFile) {
    try {
      const fromFile = JSON.parse(fs.readFileSync(config.remotesFile, 'utf8')) as Record<string, unknown>;
      for (const key of Object.keys(remotes) as RemoteKey[]) {
        const url = fromFile[key];
        if (typeof url === 'string' && url) remotes[key] = url;
      }
    } catch (error) {
      // A missing or half-written file keeps the defaults rather than taking the site down.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.warn(`REMOTES_FILE: ${String(error)}`);
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
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to admit
    }
  }
  return [...origins];
}
