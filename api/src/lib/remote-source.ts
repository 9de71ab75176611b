import fs from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_SITES, type AppConfig, type RemoteKey } from '../config';

/** How long a remote on another origin may take to answer before its page is drawn in the browser. */
export const REMOTE_FETCH_TIMEOUT_MS = 800;

/**
 * Reads a remote's files by the address /remotes.json gives it: one of our own folders
 * (`/remotes/marketing/…`) from disk, anything else over HTTP with a short timeout. A file that is
 * missing, slow or refused is an error: the caller serves the page without it.
 */
export class RemoteSource {
  constructor(
    private readonly config: Pick<AppConfig, 'remoteDists'>,
    private readonly timeoutMs = REMOTE_FETCH_TIMEOUT_MS,
  ) {}

  async text(url: string): Promise<string> {
    const local = this.localFile(url);
    if (local) return fs.readFile(local, 'utf8');
    if (!/^https?:\/\//.test(url)) throw new Error(`${url}: not a web address`);
    const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  }

  /** `/remotes/<folder>/x` as a file inside that remote's build, or null for any other address. */
  private localFile(url: string): string | null {
    for (const [key, site] of Object.entries(REMOTE_SITES)) {
      const prefix = `/remotes/${site.folder}/`;
      if (!url.startsWith(prefix)) continue;
      const root = path.resolve(this.config.remoteDists?.[key as RemoteKey] ?? site.root);
      const file = path.resolve(root, decodeURIComponent(url.slice(prefix.length).split('?')[0] ?? ''));
      if (!file.startsWith(root + path.sep)) throw new Error(`${url}: outside the remote's folder`);
      return file;
    }
    return null;
  }
}
