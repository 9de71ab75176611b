import type { FastifyServerOptions } from 'fastify';
import { redactUrl } from './redact-url';

/**
 * The server's logger settings, one copy for the server and the tests of what logs hold. Identity
 * data travels in bodies, which are never logged; cookies and anti-forgery tokens are redacted, and
 * so is the secret a one-click unsubscribe URL carries (every other secret link keeps its secret in
 * the fragment, which no request carries).
 */
export function logOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
