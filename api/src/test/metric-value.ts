import type { FastifyInstance } from 'fastify';

/**
 * The value of one series in an app's metrics (0 when it has not been counted yet); a histogram's
 * parts by their own names (`..._count`, `..._sum`).
 */
export async function metricValue(
  app: FastifyInstance,
  name: string,
  labels: Record<string, string | number> = {},
): Promise<number> {
  const part = /_(count|sum)$/.exec(name);
  const metric =
    app.metrics.registry.getSingleMetric(name) ??
    (part ? app.metrics.registry.getSingleMetric(name.slice(0, part.index)) : undefined);
  if (!metric) throw new Error(`no metric named ${name}`);
  const { values } = await metric.get();
  const wanted = Object.entries(labels);
  return values
    .filter(
      (value) =>
        (value as { metricName?: string }).metricName === undefined ||
        (value as { metricName?: string }).metricName === name,
    )
    .filter((value) => wanted.every(([key, expected]) => String(value.labels[key]) === String(expected)))
    .reduce((sum, value) => sum + value.value, 0);
}
