import http from 'node:http';
import { collectDefaultMetrics } from 'prom-client';
import type { AppMetrics } from './app-metrics';
import type { MetricsAddress } from './metrics-address';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the app's metrics, with the process's own (CPU, memory, event loop, GC), at
 * http://METRICS_ADDR/metrics: a listener of its own, apart from the public port.
 */
export async function serveMetrics(
  metrics: AppMetrics,
  { host, port }: MetricsAddress,
): Promise<MetricsServer> {
  collectDefaultMetrics({ register: metrics.registry });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found: the metrics are at /metrics.\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(`METRICS_ADDR ${host}:${port} cannot be listened on (${error.code ?? error.message}).`),
      ),
    );
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
