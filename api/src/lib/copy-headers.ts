import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One policy for every copy, whatever its type: a sandbox that allows nothing, so a PDF or an image
 * made to run script, submit a form or reach the site's cookies cannot, in whatever the browser takes
 * it for. What remains lets a browser's PDF viewer draw it (its inline styles, its embedded viewer).
 */
const COPY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  'sandbox',
].join('; ');

/**
 * The headers of every uploaded copy the API sends (PDF, image, anything): the sandbox above, read only
 * as its stored type (nosniff), never cached. A route's onSend hook, so it runs after the site's own
 * headers and replaces their page policy.
 */
export async function copyHeaders(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('Content-Security-Policy', COPY_POLICY);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('cache-control', 'no-store');
  return payload;
}
