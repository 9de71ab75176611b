import type { FastifyInstance } from 'fastify';
import { openingPath } from 'shared/contract/careers-view';
import { ROBOTS_PATH, SITEMAP_PATH } from 'shared/contract/routes';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { todayInIndia } from '../../lib/india-time';
import { listOpenOpeningChanges } from '../../hiring/openings/openings-service';
import { robotsTxt, sitemapXml } from './documents';

interface SeoDeps {
  config: AppConfig;
  db: Db;
  now: () => number;
}

/** Both name the configured public origin (PUBLIC_ORIGIN), never one taken from the request's headers. */
export function seoRoutes(app: FastifyInstance, { config, db, now }: SeoDeps) {
  const robots = robotsTxt(config.publicOrigin);
  app.get(ROBOTS_PATH, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robots;
  });
  // The open openings are read on every request (one prepared statement): a closed or expired opening
  // leaves the sitemap at once, and one staff publish joins it. Each language's address changes when
  // its texts do too.
  app.get(SITEMAP_PATH, async (_request, reply) => {
    const openings = await listOpenOpeningChanges(db, todayInIndia(now()));
    const pages = openings.map((opening) => ({
      path: openingPath(opening.slug),
      lastModified: opening.updatedAt,
      lastModifiedIn: opening.updatedIn,
    }));
    reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8');
    return sitemapXml(config.publicOrigin, pages);
  });
}
