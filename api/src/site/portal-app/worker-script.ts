import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  PORTAL_MANIFEST_PATH,
  WORKER_CONFIG_GLOBAL,
  type PortalWorkerConfig,
} from 'shared/contract/portal-app';
import { PATHS } from 'shared/contract/route-paths';

/** The files worth keeping for an offline visit: code, styles, fonts and images. */
const PRECACHED = /\.(js|css|woff2|png|svg|webp|jpe?g)$/;
/** Named by its content, as static-sites.ts reads it: such an address never changes. */
const HASHED_FILE = /\.[0-9a-f]{8,10}\.[a-z0-9]+$/;
/** The runtime webpack.worker.js builds into a release's sw/ folder. */
const RUNTIME = /^bde-sw\.[0-9a-f]{8}\.js$/;
/** The portal's entry as the server names it: a release folder of ours (or the folder itself, in tests). */
const OWN_ENTRY = /^\/remotes\/bde-portal\/((?:[\w.-]+\/)?)remoteEntry\.js$/;

export interface WorkerSources {
  /** The shell's build (config.shellDist). */
  shellDist: string;
  /** The bde-portal remote's folder of releases (or its one build). */
  portalRoot: string;
}

/** The files below `dir` to precache, as paths relative to it ('/'-separated), sorted. */
function filesOf(dir: string, skip: (relative: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !PRECACHED.test(entry.name)) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!skip(relative)) found.push(relative);
  }
  return found.sort();
}

function revisionOf(file: string): string {
  const { size, mtimeMs } = fs.statSync(file);
  return `${size}-${Math.round(mtimeMs)}`;
}

/** The shell's build, identified by its stamp (scripts/build.mjs) or its page template. */
function shellStamp(shellDist: string): string {
  for (const name of ['.build-stamp', 'index.html']) {
    try {
      return revisionOf(path.join(shellDist, name));
    } catch {
      // try the next
    }
  }
  return 'unbuilt';
}

/**
 * The worker's script for a visitor who gets `entries` (what /remotes.json answers them): the
 * precache list of the shell's build and of the portal's release they get, then the release's own
 * Workbox runtime. Null when the portal is not served from our own release folders (a remote on
 * another origin) or the release has no runtime: then there is no worker.
 */
export function portalWorkerScript(sources: WorkerSources, entries: Record<string, string>): string | null {
  const entry = entries.bdePortal;
  const match = entry ? OWN_ENTRY.exec(entry) : null;
  if (!match) return null;
  const releaseFolder = match[1] ?? '';
  const release = path.join(sources.portalRoot, releaseFolder);
  const urlOf = (relative: string) => `/remotes/bde-portal/${releaseFolder}${relative}`;
  let runtime: string | undefined;
  let portalFiles: string[];
  let shellFiles: string[];
  try {
    runtime = fs.readdirSync(path.join(release, 'sw')).find((name) => RUNTIME.test(name));
    portalFiles = filesOf(release, (relative) => /^(sw|pages)\//.test(relative));
    // The shell's pre-rendered pages and HTML templates are pages, answered by the server alone.
    shellFiles = filesOf(sources.shellDist, (relative) => relative.startsWith('prerendered/'));
  } catch {
    return null;
  }
  if (!runtime) return null;
  // A release's folder never changes: its files need no revision; a single build's might.
  const precache: PortalWorkerConfig['precache'] = [
    ...shellFiles.map((relative) => ({
      url: `/${relative}`,
      revision: HASHED_FILE.test(relative) ? null : revisionOf(path.join(sources.shellDist, relative)),
    })),
    ...portalFiles.map((relative) => ({
      url: urlOf(relative),
      revision: releaseFolder || HASHED_FILE.test(relative) ? null : revisionOf(path.join(release, relative)),
    })),
  ];
  // The portal's page is the shell's document for these entries: a new shell or release, a new page.
  const page = PATHS.bdePortal;
  const pageRevision = crypto
    .createHash('sha256')
    .update(`${shellStamp(sources.shellDist)}|${JSON.stringify(entries)}|${PORTAL_MANIFEST_PATH}`)
    .digest('hex')
    .slice(0, 16);
  precache.push({ url: page, revision: pageRevision });
  const config: PortalWorkerConfig = {
    release: releaseFolder.replace(/\/$/, '') || 'build',
    entries,
    precache,
    page,
  };
  return [
    `// The BDE portal's service worker: release ${config.release} (api/src/site/portal-app/).`,
    `self.${WORKER_CONFIG_GLOBAL} = ${JSON.stringify(config)};`,
    `importScripts(${JSON.stringify(urlOf(`sw/${runtime}`))});`,
    '',
  ].join('\n');
}
