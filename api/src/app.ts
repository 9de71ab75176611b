import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { healthRoutes } from './features/health/routes';
import { CryptoBox } from './lib/crypto-box';
import { createAntiForgery, registerAntiForgery } from './plugins/anti-forgery';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { registerStaticSites } from './plugins/static-sites';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** Signs anti-forgery tokens; 32 bytes. */
  secretKey: Buffer;
  /** Encrypts identity data (Aadhaar, PAN, document copies) at rest; 32 bytes. */
  dataKey: Buffer;
  /** The clock, for tests of session expiry. */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP application; `server.ts` listens, tests call `app.inject`. */
export async function buildApp({ config, database, secretKey, dataKey, now, logger = false }: AppDeps) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // Paths are matched as SPEC §7 spells them (/api/User/login): case matters, as on the original.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await registerSecurityHeaders(app, config);

  const antiForgery = createAntiForgery(secretKey);
  registerSessions(app, {
    db: database.db,
    now,
    onChange: (request, reply) => antiForgery.issue(request, reply),
  });
  registerAntiForgery(app, antiForgery);

  const cryptoBox = new CryptoBox(dataKey);
  void cryptoBox; // the BDE registration feature stores identity data with it

  healthRoutes(app, database);

  await registerStaticSites(app, config, antiForgery);
  return app;
}
