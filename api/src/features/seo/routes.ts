import type { FastifyInstance } from 'fastify';
import { ROBOTS_PATH, SITEMAP_PATH } from 'shared/contract/routes';
import type { AppConfig } from '../../config';
import { robotsTxt, sitemapXml } from './documents';

/** Both name the configured public origin (PUBLIC_ORIGIN), never one taken from the request's headers. */
export function seoRoutes(app: FastifyInstance, config: AppConfig) {
  const robots = robotsTxt(config.publicOrigin);
  const sitemap = sitemapXml(config.publicOrigin);
  app.get(ROBOTS_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robots;
  });
  app.get(SITEMAP_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    return sitemap;
  });
}
