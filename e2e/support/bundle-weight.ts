import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT } from './server';

export type Group =
  | 'shell'
  | 'marketing remote'
  | 'user portal remote'
  | 'BDE portal remote'
  | 'staff remote'
  | 'shared libraries'
  | 'federation runtime';

export interface ScriptFile {
  url: string;
  file: string;
  gzipBytes: number;
  group: Group;
  /** Packages whose code the file carries (from its source map), e.g. "react-dom", "@nivo/bar". */
  packages: string[];
  /** Every source file its source map lists. */
  sources: string[];
}

const REMOTE_FOLDERS: Record<string, { dir: string; group: Group }> = {
  marketing: { dir: 'marketing-remote', group: 'marketing remote' },
  'user-portal': { dir: 'user-portal-remote', group: 'user portal remote' },
  'bde-portal': { dir: 'bde-portal-remote', group: 'BDE portal remote' },
  staff: { dir: 'staff-remote', group: 'staff remote' },
};

/** The build file behind a script URL of this site. */
export function fileOfUrl(url: string): { file: string; app: Group } {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  if (remote && REMOTE_FOLDERS[remote[1]]) {
    const { dir, group } = REMOTE_FOLDERS[remote[1]];
    // Served from the remote's releases (/remotes/<folder>/<version>/…); the same files as its dist/.
    return { file: path.join(REPO_ROOT, dir, 'releases', remote[2]), app: group };
  }
  return { file: path.join(REPO_ROOT, 'shell', 'dist', pathname.slice(1)), app: 'shell' };
}

function packageOf(source: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1] : null;
}

/**
 * Weighs one script as it is served (gzip level 9 of the built file, which is deterministic) and says
 * whose code it mostly is, by the sizes of the sources its source map lists.
 */
export function weigh(url: string): ScriptFile {
  const { file, app } = fileOfUrl(url);
  const content = fs.readFileSync(file);
  const gzipBytes = zlib.gzipSync(content, { level: 9 }).length;
  const shares = new Map<string, number>();
  const packages = new Set<string>();
  let sources: string[] = [];
  try {
    const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as {
      sources: string[];
      sourcesContent?: string[];
    };
    sources = map.sources;
    map.sources.forEach((source, index) => {
      const size = map.sourcesContent?.[index]?.length ?? 1;
      const pkg = packageOf(source);
      if (pkg) packages.add(pkg);
      const kind = pkg?.startsWith('@module-federation/') ? 'runtime' : pkg ? 'library' : 'app';
      shares.set(kind, (shares.get(kind) ?? 0) + size);
    });
  } catch {
    // no source map: count it as the app's own code
  }
  const top = [...shares].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'app';
  const group: Group =
    top === 'runtime' ? 'federation runtime' : top === 'library' ? 'shared libraries' : app;
  return { url, file, gzipBytes, group, packages: [...packages].sort(), sources };
}

export const PORTAL_PATHS = ['/remotes/user-portal/', '/remotes/bde-portal/'];
/** The back office's files: no visitor, user or BDE page asks for any of them. */
export const STAFF_PATH = '/remotes/staff/';
/**
 * The first load of / was 143.4 KB before the six languages. Issue 42 allows them 1 KB of it: the
 * language menu, the text layer and the home page's texts through t() cost 2.6 KB, won back by sharing
 * only stateful code through federation, copying small plain chunks and leaving the crawlers' JSON-LD
 * to the pre-render.
 */
export const FIRST_LOAD_BUDGET_BYTES = 144.4 * 1024;
