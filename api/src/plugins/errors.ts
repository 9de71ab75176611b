import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { HttpError } from '../lib/http-error';
import { loggableError } from '../lib/loggable-error';

const STATUS_TITLES: Record<number, string> = {
  400: 'The request could not be read.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request is too large.',
  415: 'This content type is not accepted.',
  429: 'Too many requests. Please wait a moment and try again.',
};
const UNAVAILABLE_TITLE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait when the database is away (a restart or failover takes a few). */
const UNAVAILABLE_RETRY_AFTER_S = '5';

/** Every failure answers JSON `{ title, status, errors? }`; a stack trace never leaves the server. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(error.toBody());
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500 && isDatabaseUnavailable(error)) {
      // The database dropped the connection or is away: this request is lost, the process is not.
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_S);
      return reply.status(503).send({ title: UNAVAILABLE_TITLE, status: 503 });
    }
    if (status === 500) {
      request.log.error({ err: loggableError(error) }, 'unhandled error');
      return reply.status(500).send({ title: 'Something went wrong on our side.', status: 500 });
    }
    const errors = error.validation
      ? {
          [String(error.validationContext ?? 'request')]: error.validation.map(
            (issue) => issue.message ?? 'invalid',
          ),
        }
      : undefined;
    return reply.status(status).send({
      title: STATUS_TITLES[status] ?? 'The request was not accepted.',
      status,
      ...(errors ? { errors } : {}),
    });
  });
}
