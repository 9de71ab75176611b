import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROBOTS_PATH, SITEMAP_PATH } from 'shared/contract/routes';
import type { AppConfig } from '../../config';
import { robotsTxt, sitemapXml } from './documents';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The site's own origin as the visitor reached it; a malformed Host header falls back to the configured one. */
function siteOrigin(request: FastifyRequest, config: AppConfig): string {
  const host = HOST.test(request.host) ? request.host : `${config.host}:${config.port}`;
  return `${request.protocol}://${host}`;
}

export function seoRoutes(app: FastifyInstance, config: AppConfig) {
  app.get(ROBOTS_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(siteOrigin(request, config));
  });
  app.get(SITEMAP_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    return sitemapXml(siteOrigin(request, config));
  });
}
