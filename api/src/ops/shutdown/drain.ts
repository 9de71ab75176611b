import type { FastifyInstance } from 'fastify';

/** How long a stop waits for the requests being answered before it cuts their connections. */
export const DRAIN_DEADLINE_MS = 10_000;

/**
 * Stops an app the way a load balancer needs: the listening socket closes (new connections are
 * refused, so nginx sends them to another instance), idle keep-alive connections are closed, and every
 * answer given while stopping says `Connection: close`, so no connection is reused after it. Requests
 * already being answered finish (buildApp answers them rather than 503: `return503OnClosing: false`);
 * past the deadline their connections are cut. Then the app's onClose hooks run (the mail worker
 * gives back the emails it claimed and did not try).
 */
export function drainOnStop(app: FastifyInstance) {
  let stopping = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    async stop(deadlineMs = DRAIN_DEADLINE_MS): Promise<void> {
      stopping = true;
      const cut = setTimeout(() => app.server.closeAllConnections(), deadlineMs);
      try {
        await app.close();
      } finally {
        clearTimeout(cut);
      }
    },
  };
}
