import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH, type HealthResponse } from 'shared/contract/health';
import type { Database } from '../../db/client';

export function healthRoutes(app: FastifyInstance, database: Database) {
  app.get(HEALTH_PATH, async (_request, reply): Promise<HealthResponse> => {
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
