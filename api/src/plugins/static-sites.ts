import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { writePageHead } from 'shared/contract/page-head';
import { htmlLang, languageOfPath, type Language } from 'shared/contract/page-languages';
import { titleIn } from 'shared/contract/pages/titles';
import { findRoute, pageTitle, type RouteInfo } from 'shared/contract/routes';
import { isPortalPage, linkPortalManifest } from 'shared/contract/portal-app';
import { pageDescription } from 'shared/contract/pages/descriptions';
import { REMOTE_SITES, type AppConfig, type RemoteKey } from '../config';
import { PageComposer, composePage } from '../lib/page-composer';
import { RemoteSource } from '../lib/remote-source';
import { readRemotesConfig, type RemotesConfig } from '../lib/remotes-config';
import { pinNotice, withPinNotice } from '../platform/remote-releases/pin-notice';
import type { VisitorEntries, VisitorReleases } from '../platform/remote-releases/visitor-release-service';
import { remotesOfPage } from '../platform/remote-failures/remote-failure-counter';
import type { PageData, PageDataSource } from '../lib/page-data';
import { PageDocuments, negotiateEncoding, type Encoding } from '../lib/page-documents';
import { withWhatsAppChat } from '../lib/whatsapp-chat';
import type { AntiForgery } from './anti-forgery';

/** Named by its content (8 hex digits for scripts and stylesheets, 10 for images and fonts). */
const HASHED_FILE = /\.[0-9a-f]{8,10}\.[a-z0-9]+$/;
const LONG_CACHE = 'public, max-age=31536000, immutable';
/** A file inside a remote's release folder (named by its 16-hex-digit version). */
const RELEASE_PATH = /^\/[0-9a-f]{16}\//;

/** Never served, though the build leaves them in dist/: source maps and dotfiles. */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

/** The text files the build writes .br and .gz copies of (scripts/compress-dist.mjs), by type. */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSED_SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/** The order an Allow header lists methods in; any others follow alphabetically. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const METHOD_NOT_ALLOWED = { title: 'Method not allowed.', status: 405 };
const NOT_FOUND = { title: 'Not found.', status: 404 };

interface StaticSite {
  root: string;
  /** The URL folder, ending in '/'. */
  prefix: string;
  /** Loaded by a shell on another origin: answered with CORS and a cross-origin resource policy. */
  crossOrigin: boolean;
}

/** The decoded path below the site's prefix, or null when it cannot be decoded. */
function relativePath(url: string, prefix: string): string | null {
  const pathname = url.split('?')[0] ?? '/';
  if (!pathname.startsWith(prefix)) return null;
  try {
    return `/${decodeURI(pathname.slice(prefix.length))}`;
  } catch {
    return null;
  }
}

/**
 * The file a path names inside `root`, or null: never outside it, never a source map or a dotfile
 * (any segment starting with '.', which also refuses '..').
 */
function fileInside(root: string, relative: string): string | null {
  const segments = relative.split(/[/\\]/).filter(Boolean);
  if (!segments.length || segments.some((segment) => segment.startsWith('.'))) return null;
  if (SOURCE_MAP.test(relative) || relative.includes('\0')) return null;
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function exists(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Allow's order: the common methods first, then the rest alphabetically. */
function byMethodOrder(a: string, b: string): number {
  const rank = (method: string) => {
    const index = METHOD_ORDER.indexOf(method);
    return index === -1 ? METHOD_ORDER.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * The shell's page under a non-indexable route's own head, in the page's language; as built if it has
 * no head to write.
 */
function withHead(html: string, route: RouteInfo, language: Language): string {
  try {
    const head = writePageHead(html, {
      title: pageTitle(titleIn(language, route.title)),
      description: pageDescription(route.path, language),
      indexable: false,
    });
    return head.replace(/<html lang="?en-IN"?/, `<html lang="${htmlLang(language)}"`);
  } catch {
    return html;
  }
}

/**
 * One process serves the whole site: the shell at /, each remote under /remotes/<folder>/,
 * /remotes.json, and the shell's page for every client route (404 for paths no screen answers).
 */
export async function registerStaticSites(
  app: FastifyInstance,
  config: AppConfig,
  antiForgery: AntiForgery,
  /** The pages drawn from the database (the careers pages): their data, written in at request time. */
  pageData?: PageDataSource,
  /** Which release of each remote a visitor gets (the database's state); the configuration's without. */
  releases?: VisitorReleases,
) {
  const documents = new PageDocuments(config.shellDist, config.publicOrigin);
  const composer = new PageComposer(new RemoteSource(config), Date.now, app.metrics.composer);

  /**
   * The entries this visitor gets, the same for the page and /remotes.json (so the browser takes the
   * page over with the code it was drawn with, and loads the other remotes at the same releases).
   */
  function entriesFor(request: FastifyRequest, reply: FastifyReply): VisitorEntries {
    if (releases) return releases.entriesFor(request, reply);
    const entries = readRemotesConfig(config, (message) => app.log.warn(message));
    const choices = Object.fromEntries(Object.keys(entries).map((key) => [key, 'configuration']));
    return { entries, choices: choices as VisitorEntries['choices'], personal: false, pins: null };
  }

  /** An answer that depends on the visitor's cookies is theirs alone: no shared cache may keep it. */
  function cacheHeaders(reply: FastifyReply, personal: boolean, vary: string[]) {
    reply.header('cache-control', personal ? 'private, no-cache' : 'no-cache');
    const varies = personal ? [...vary, 'Cookie'] : vary;
    if (varies.length) reply.header('Vary', varies.join(', '));
  }

  /** The page for a route: the shell's document and, in its outlets, the owning remotes' pages. */
  async function pageFor(
    route: RouteInfo | undefined,
    file: string,
    remotes: RemotesConfig,
    language: Language,
  ) {
    // A page not pre-rendered in its language is the plain shell, put in that language here.
    const shell =
      file === documents.plainShell() ? documents.plainShellIn(language) : documents.template(file);
    const found = await Promise.all(
      PageComposer.outletsOf(shell.html).map(({ remote, module }) => {
        const entryUrl = remotes[remote as RemoteKey];
        return route && entryUrl ? composer.fragment(remote, module, entryUrl, route.path, language) : null;
      }),
    );
    const fragments = found.filter((fragment) => fragment !== null);
    if (!fragments.length && route && !route.indexable && file === documents.plainShell()) {
      // A route drawn in the browser only (a portal, the back office): its own title, and noindex
      // from the first byte rather than the home page's head until the script runs.
      return {
        key: `${shell.key}|${route.path}|${language}`,
        html: () => withHead(shell.html, route, language),
      };
    }
    if (!fragments.length) return { key: shell.key, html: () => shell.html };
    return {
      key: [shell.key, ...fragments.map((f) => `${f.base}|${f.version}|${f.module}`)].join('|'),
      // Whatever a remote sent that cannot be composed, the page is served as the shell's alone.
      html: () => {
        try {
          return composePage(shell.html, fragments);
        } catch (error) {
          app.log.warn({ err: error }, 'a remote page could not be composed');
          return shell.html;
        }
      },
    };
  }

  /** The data a page is drawn from, if it has any; none when it cannot be had (the browser asks then). */
  async function dataFor(
    route: RouteInfo | undefined,
    pathname: string,
    language: Language,
  ): Promise<PageData | null> {
    if (!route || !pageData) return null;
    try {
      return await pageData(route, pathname, language);
    } catch (error) {
      app.log.warn({ err: error }, 'a page was served without its data');
      return null;
    }
  }

  /** The composed page with its data written in, cached under the data's version too. */
  function withData(page: { key: string; html: () => string }, data: PageData | null) {
    if (!data) return page;
    return {
      key: `${page.key}|data:${data.version}`,
      html: () => {
        const html = page.html();
        try {
          return data.fill(html);
        } catch (error) {
          app.log.warn({ err: error }, "a page's data could not be written in");
          return html;
        }
      },
    };
  }

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    // A page in another language is the same route under its prefix (`/te/aboutus`); `/xx/…` is no
    // language, so no route answers it: a 404 as before.
    const { language, path: pathname } = languageOfPath(request.url.split('?')[0] ?? '/');
    let route = findRoute(pathname);
    const data = await dataFor(route, pathname, language);
    // Data that names nothing (an opening no one published) is a page that does not exist.
    if (data?.status === 404) route = undefined;
    if (route) app.metrics.pageRoute(request, route.path);
    const file = documents.fileFor(pathname, route, language);
    if (!file) {
      return reply.status(503).send({
        title: 'The site is not built yet. Run `npm run build` (or `npm start`, which builds it).',
        status: 503,
      });
    }
    antiForgery.ensure(request, reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const visitor = entriesFor(request, reply);
    // The failure rate's denominator: one page of each remote the browser loads, at this visitor's release.
    if (route)
      app.remoteFailures.counter.pageServed(remotesOfPage(route, documents.template(file).html), visitor);
    const drawn = withData(await pageFor(route, file, visitor.entries, language), route ? data : null);
    const composed = {
      key: `${drawn.key}|chat:${language}`,
      html: () => withWhatsAppChat(drawn.html(), config.whatsAppNumber, language),
    };
    const notice = pinNotice(visitor);
    const pinned = notice
      ? { key: `${composed.key}|pin:${notice}`, html: () => withPinNotice(composed.html(), notice) }
      : composed;
    // The portal and its entry pages name the portal's app manifest; no public page carries its bytes.
    const page =
      route && isPortalPage(pathname)
        ? { key: `${pinned.key}|app`, html: () => linkPortalManifest(pinned.html()) }
        : pinned;
    const body = documents.body(page.key, page.html, encoding);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    // Said in the answer too, for what reads headers before (or instead of) the page.
    if (route?.indexable === false || (route && data?.indexable === false)) {
      reply.header('X-Robots-Tag', 'noindex');
    }
    cacheHeaders(reply, visitor.personal, ['Accept-Encoding']);
    return reply
      .status(route ? (data?.status ?? 200) : 404)
      .type('text/html; charset=utf-8')
      .send(body);
  }

  app.get('/', sendShell);

  app.get('/remotes.json', async (request, reply) => {
    const { entries, personal } = entriesFor(request, reply);
    cacheHeaders(reply, personal, []);
    return entries;
  });

  // @fastify/static only sends the files (reply.sendFile): which file, which precompressed copy of it
  // and which headers is decided here, because its own negotiation reads `*` as gzip (so
  // `gzip;q=0, *` got gzip) and its precompressed answers carry no Vary.
  await app.register(fastifyStatic, {
    root: config.shellDist,
    serve: false,
    index: false,
    cacheControl: false,
  });

  // The remotes before the shell: the longest prefix first, as the router picks the route.
  const sites: StaticSite[] = [
    ...Object.entries(REMOTE_SITES).map(([key, site]) => ({
      root: path.resolve(config.remoteDists?.[key as keyof typeof REMOTE_SITES] ?? site.root),
      prefix: `/remotes/${site.folder}/`,
      crossOrigin: true,
    })),
    { root: path.resolve(config.shellDist), prefix: '/', crossOrigin: false },
  ];

  /** The file a URL names in one of the sites, if any. */
  function staticFile(url: string): { site: StaticSite; relative: string; file: string } | null {
    for (const site of sites) {
      const relative = relativePath(url, site.prefix);
      if (relative === null) continue;
      // The shell's HTML files are page templates, answered only through the page route (with the
      // public origin filled in); fetched by their own names they would show the placeholder.
      if (!site.crossOrigin && /\.html?(\.br|\.gz)?$/i.test(relative)) return null;
      const file = fileInside(site.root, relative);
      return file ? { site, relative, file } : null;
    }
    return null;
  }

  async function sendStaticFile(request: FastifyRequest, reply: FastifyReply) {
    const found = staticFile(request.url);
    if (!found) return reply.callNotFound();
    const { site, relative, file } = found;
    const type = COMPRESSIBLE_TYPES[path.extname(file).toLowerCase()];
    const available = type
      ? (['br', 'gzip'] as const).filter((encoding) => exists(file + COMPRESSED_SUFFIX[encoding]))
      : [];
    const encoding = negotiateEncoding(request.headers['accept-encoding'], available);
    // A content-hashed name, or any file of a remote's release (its folder never changes), is kept a year.
    const immutable =
      HASHED_FILE.test(path.basename(file)) || (site.crossOrigin && RELEASE_PATH.test(relative));
    reply.header('cache-control', immutable ? LONG_CACHE : 'no-cache');
    // Whenever another Accept-Encoding could have got other bytes, caches must know it.
    if (available.length) reply.header('Vary', 'Accept-Encoding');
    if (site.crossOrigin) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    // A text file has the same type whichever copy is sent (text/javascript, RFC 9239, for scripts).
    if (type) reply.header('Content-Type', type);
    if (encoding === 'identity') return reply.sendFile(relative, site.root, { contentType: !type });
    reply.header('Content-Encoding', encoding);
    return reply.sendFile(relative + COMPRESSED_SUFFIX[encoding], site.root, { contentType: false });
  }

  for (const site of sites) {
    app.route({ method: ['GET', 'HEAD'], url: `${site.prefix}*`, handler: sendStaticFile });
  }

  /**
   * The methods a path takes, from the router: every route that matches it, except a catch-all
   * (a `*` route matches everything below it, so it says nothing about a path). Below those, a page
   * or a file that exists takes GET and HEAD.
   */
  function allowedMethods(request: FastifyRequest, pathname: string): string[] {
    const allowed = new Set<string>();
    for (const method of app.supportedMethods) {
      const route = app.findRoute({ method, url: request.url });
      if (route && !('*' in (route.params as object))) allowed.add(method);
    }
    if (!allowed.size && (isPagePath(pathname) ? findRoute(pathname) : staticFile(request.url))) {
      allowed.add('GET').add('HEAD');
    }
    return [...allowed].sort(byMethodOrder);
  }

  function isPagePath(pathname: string) {
    return !pathname.startsWith('/api/') && !pathname.startsWith('/remotes/') && !path.extname(pathname);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (read && isPagePath(pathname)) return sendShell(request, reply);
    const allowed = allowedMethods(request, pathname);
    if (allowed.length && !allowed.includes(request.method)) {
      return reply.status(405).header('Allow', allowed.join(', ')).send(METHOD_NOT_ALLOWED);
    }
    // A missing file or API path is a real 404, never the page (which would hide broken links).
    return reply.status(404).send(NOT_FOUND);
  });
}
