import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH, READY_PATH } from 'shared/contract/health';
import { HealthResponse, ReadyResponse } from 'shared/contract/site-responses';
import type { Database } from '../../db/client';
import { migrationsApplied } from '../../db/migrations-applied';
import { withTimeout } from '../../lib/with-timeout';

/**
 * A database that does not answer within this is counted as away: a probe must get its answer before
 * its own timeout (a load balancer's is a few seconds), even when the network drops packets silently.
 */
const PING_TIMEOUT_MS = 2_000;
const ping = (database: Database) => withTimeout(database.ping(), PING_TIMEOUT_MS);

/**
 * Liveness (`/api/health`: the process and its database answer) and readiness (`/api/ready`: this
 * instance may be sent traffic). Registered once the keys have opened the stored data: a server whose
 * keys do not open it stops before it answers anything.
 */
export function healthRoutes(app: FastifyInstance, database: Database) {
  const schema = {
    summary: 'Whether the API and its database answer',
    response: { 200: HealthResponse, 503: HealthResponse },
  };
  app.get(HEALTH_PATH, { schema }, async (_request, reply): Promise<HealthResponse> => {
    reply.header('cache-control', 'no-store');
    try {
      const latencyMs = await ping(database);
      return { status: 'ok', database: { kind: database.kind, ok: true, latencyMs } };
    } catch {
      reply.status(503);
      return { status: 'degraded', database: { kind: database.kind, ok: false, latencyMs: -1 } };
    }
  });

  // Once seen applied, this version's migrations stay applied: only the database is asked each time.
  let migrationsSeen = false;
  const readySchema = {
    summary: 'Whether this instance is ready for traffic: database, migrations, keys',
    response: { 200: ReadyResponse, 503: ReadyResponse },
  };
  app.get(READY_PATH, { schema: readySchema }, async (_request, reply): Promise<ReadyResponse> => {
    reply.header('cache-control', 'no-store');
    const checks = { database: false, migrations: migrationsSeen, keys: true };
    try {
      await ping(database);
      checks.database = true;
      if (!migrationsSeen) checks.migrations = migrationsSeen = await migrationsApplied(database);
    } catch {
      // The check that threw stays false.
    }
    const ready = checks.database && checks.migrations && checks.keys;
    if (!ready) reply.status(503);
    return { ready, checks };
  });
}
