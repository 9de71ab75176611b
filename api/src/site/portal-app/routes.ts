import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PORTAL_ICON_PATHS, PORTAL_MANIFEST_PATH, PORTAL_WORKER_PATH } from 'shared/contract/portal-app';
import { REMOTE_SITES, type AppConfig } from '../../config';
import type { RemotesConfig } from '../../lib/remotes-config';
import { portalManifest } from './manifest';
import { portalWorkerScript } from './worker-script';

/** Scripts kept at once: one per release a visitor may be on (stable, canary, pinned) and shell build. */
const MAX_SCRIPTS = 16;

const ICONS_DIR = path.join(__dirname, 'icons');
const NOT_FOUND = { title: 'Not found.', status: 404 };

interface PortalAppDeps {
  config: AppConfig;
  /** The remotes this visitor gets (the releases' state, as for /remotes.json and their pages). */
  entriesFor: (request: FastifyRequest, reply: FastifyReply) => { entries: RemotesConfig; personal: boolean };
}

/**
 * The BDE portal as an app (issue 43): its manifest, icons and service worker. The worker's script
 * names the shell's build and the portal's release this visitor gets, so a new release is a new
 * script: the browser, which checks it at each visit, installs the new worker beside the old one.
 */
export function portalAppRoutes(app: FastifyInstance, { config, entriesFor }: PortalAppDeps) {
  const manifest = JSON.stringify(portalManifest());
  app.get(PORTAL_MANIFEST_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8');
    return manifest;
  });

  const icons = Object.values(PORTAL_ICON_PATHS).map((url) => ({
    url,
    bytes: fs.readFileSync(path.join(ICONS_DIR, path.basename(url))),
  }));
  for (const { url, bytes } of icons) {
    app.get(url, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400').type('image/png');
      return bytes;
    });
  }

  const sources = {
    shellDist: config.shellDist,
    portalRoot: path.resolve(config.remoteDists?.bdePortal ?? REMOTE_SITES.bdePortal.root),
  };
  // Made once per release and shell build, not per request: a worker's script is asked for at every
  // visit, and making it walks both builds' folders. A new shell build changes its folder's time.
  const made = new Map<string, string | null>();
  const scriptFor = (entries: Record<string, string>) => {
    let stamp = 0;
    try {
      stamp = fs.statSync(sources.shellDist).mtimeMs;
    } catch {
      // No shell built: the script says so (null) and is made again next time.
    }
    const key = `${stamp}|${JSON.stringify(entries)}`;
    if (!made.has(key)) {
      if (made.size >= MAX_SCRIPTS) made.clear();
      made.set(key, portalWorkerScript(sources, entries));
    }
    return made.get(key) ?? null;
  };
  app.get(PORTAL_WORKER_PATH, async (request, reply) => {
    const { entries, personal } = entriesFor(request, reply);
    const script = scriptFor(entries);
    if (!script) return reply.status(404).send(NOT_FOUND);
    // Checked at every visit (browsers never keep a worker's script past 24 hours anyway).
    reply.header('cache-control', personal ? 'private, no-cache' : 'no-cache');
    if (personal) reply.header('Vary', 'Cookie');
    return reply.type('text/javascript; charset=utf-8').send(script);
  });
}
