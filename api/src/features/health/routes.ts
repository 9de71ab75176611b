import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH } from 'shared/contract/health';
import { HealthResponse } from 'shared/contract/site-responses';
import type { Database } from '../../db/client';

export function healthRoutes(app: FastifyInstance, database: Database) {
  const schema = {
    summary: 'Whether the API and its database answer',
    response: { 200: HealthResponse, 503: HealthResponse },
  };
  app.get(HEALTH_PATH, { schema }, async (_request, reply): Promise<HealthResponse> => {
    reply.header('Cache-Control', 'no-store');
    try {
      const latencyMs = await database.ping();
      return { status: 'ok', database: { kind: database.kind, ok: true, latencyMs } };
    } catch {
      reply.status(503);
      return { status: 'degraded', database: { kind: database.kind, ok: false, latencyMs: -1 } };
    }
  });
}
