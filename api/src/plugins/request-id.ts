import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** What a proxy's id may look like (nginx's $request_id is 32 hex digits): nothing that can forge a log line. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the X-Request-Id the proxy set when it is sane, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : crypto.randomUUID();
}

/** Every answer names its request's id, so a client's report finds the log lines (each carries `reqId`). */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
