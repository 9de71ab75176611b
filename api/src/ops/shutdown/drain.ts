import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a stop waits for the requests being answered before it cuts their connections. */
export const DRAIN_DEADLINE_MS = 10_000;
/**
 * How long idle keep-alive connections are left for the proxy to close or use once more: longer
 * than nginx's upstream keepalive_timeout (4 s in deploy/nginx/deccan-site.conf).
 */
export const IDLE_GRACE_MS = 5_000;

/**
 * Stops an app without failing a request a load balancer sent it. The listening socket closes at once:
 * a new connection is refused, which nginx retries on another instance (nothing was sent). A
 * connection already open is never closed under a request that may be on its way: each answer given
 * while stopping says `Connection: close` and its connection ends with it, and idle ones are left to
 * the proxy to close (its keepalive_timeout) or to use once more, until IDLE_GRACE_MS. Requests being
 * answered finish; past DRAIN_DEADLINE_MS their connections are cut. Then the app closes (the mail
 * worker gives back the emails it claimed and did not try).
 */
export function drainOnStop(app: FastifyInstance) {
  let stopping = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    async stop(): Promise<void> {
      stopping = true;
      const server = app.server;
      // net.Server's own close: http.Server.close would also close the idle connections at once,
      // racing a request nginx may be sending on one of them.
      const drained = new Promise<void>((resolve) =>
        net.Server.prototype.close.call(server, () => resolve()),
      );
      const idle = setTimeout(() => server.closeIdleConnections(), IDLE_GRACE_MS);
      const cut = setTimeout(() => server.closeAllConnections(), DRAIN_DEADLINE_MS);
      try {
        await drained;
      } finally {
        clearTimeout(idle);
        clearTimeout(cut);
      }
      await app.close();
    },
  };
}
