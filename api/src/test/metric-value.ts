import type { FastifyInstance } from 'fastify';

/** The value of one series in an app's metrics (0 when it has not been counted yet). */
export async function metricValue(
  app: FastifyInstance,
  name: string,
  labels: Record<string, string | number> = {},
): Promise<number> {
  const metric = app.metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric named ${name}`);
  const { values } = await metric.get();
  const wanted = Object.entries(labels);
  return values
    .filter((value) => wanted.every(([key, expected]) => String(value.labels[key]) === String(expected)))
    .reduce((sum, value) => sum + value.value, 0);
}
