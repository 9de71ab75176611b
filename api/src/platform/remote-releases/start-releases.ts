import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Listen } from '../../db/notification-listener';
import { ReleaseCookies, releaseCookieKey } from './release-cookies';
import { ReleaseFeed } from './release-feed-service';
import { VisitorReleases } from './visitor-release-service';

interface ReleaseOptions {
  db: Db;
  listen: Listen;
  config: AppConfig;
  secretKey: Buffer;
  secureCookies: boolean;
  now: () => number;
}

/** This instance's copy of the release rows (followed until the app closes) and the visitors' releases. */
export async function startReleases(app: FastifyInstance, options: ReleaseOptions) {
  const warn = (message: string) => app.log.warn(message);
  const feed = await ReleaseFeed.start(options.db, options.listen, { warn });
  app.addHook('onClose', () => feed.stop());
  const cookies = new ReleaseCookies(releaseCookieKey(options.secretKey), options.secureCookies);
  const visitors = new VisitorReleases(options.config, feed, cookies, options.now, warn);
  return { feed, cookies, visitors };
}
