import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from '../lib/redact-url';

/**
 * One log line per request, where Fastify writes two ("incoming request" and "request completed"),
 * written once its answer has gone: the request's id as `reqId` (nginx's `$request_id` when the proxy
 * sent one), the method, the URL with its secrets redacted, the status and the time taken in
 * milliseconds. Nothing else: nginx's access log holds the client's address and the host, and the id
 * joins the two. Fastify's "Route … not found" line goes too (a 404 is that one line).
 */
export class RequestLineLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    // An answer cut off while it was being written.
    if (error) reply.log.warn({ ...line, err: { message: error.message } }, 'request');
    else reply.log.info(line, 'request');
  }
}
