import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { AppMetrics } from './app-metrics';
import { registerDatabaseHealthMetrics } from './database-health-metrics';
import { registerDatabaseMetrics } from './database-metrics';

/**
 * Gives the app its metrics (`app.metrics`, which the places that count call) and counts every
 * answer by route pattern. Served by `serveMetrics` on METRICS_ADDR, never on the public port.
 */
export function registerMetrics(app: FastifyInstance, database: Database): AppMetrics {
  const metrics = new AppMetrics();
  app.decorate('metrics', metrics);
  const stopTiming = registerDatabaseMetrics(metrics, database);
  registerDatabaseHealthMetrics(metrics, database);
  app.addHook('onClose', (_app, done) => {
    stopTiming();
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.answers.record(
      metrics.routeOf(request),
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  return metrics;
}
