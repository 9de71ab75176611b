import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findRoute } from 'shared/contract/routes';
import { REMOTE_SITES, type AppConfig } from '../config';
import { readRemotesConfig } from '../lib/remotes-config';
import { PageDocuments, preferredEncoding } from '../lib/page-documents';
import type { AntiForgery } from './anti-forgery';

const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?(\.br|\.gz)?$/;
const LONG_CACHE = 'public, max-age=31536000, immutable';

function setCacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
  res.setHeader('Cache-Control', HASHED_FILE.test(path.basename(filePath)) ? LONG_CACHE : 'no-cache');
}

/**
 * One process serves the whole site: the shell at /, each remote under /remotes/<folder>/,
 * /remotes.json, and the shell's page for every client route (404 for paths no screen answers).
 */
export async function registerStaticSites(app: FastifyInstance, config: AppConfig, antiForgery: AntiForgery) {
  const documents = new PageDocuments(config.shellDist);

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const file = documents.fileFor(pathname);
    if (!file) {
      return reply.status(503).send({
        title: 'The site is not built yet. Run `npm run build` (or `npm start`, which builds it).',
        status: 503,
      });
    }
    antiForgery.ensure(request, reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = documents.body(file, `${request.protocol}://${request.host}`, encoding);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply
      .status(findRoute(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  }

  app.get('/', sendShell);

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return readRemotesConfig(config);
  });

  await app.register(fastifyStatic, {
    root: config.shellDist,
    prefix: '/',
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });
  for (const site of Object.values(REMOTE_SITES)) {
    await app.register(fastifyStatic, {
      root: site.dist,
      prefix: `/remotes/${site.folder}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        setCacheHeaders(res, filePath);
        res.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/remotes/') &&
      !path.extname(pathname);
    if (isPage) return sendShell(request, reply);
    // A missing file or API path is a real 404, never the page (which would hide broken links).
    return reply.status(404).send({ title: 'Not found.', status: 404 });
  });
}
