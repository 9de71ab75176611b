import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NoContent } from 'shared/contract/site-responses';
import {
  REMOTE_FAILURE_BODY_LIMIT,
  REMOTE_FAILURES_PATH,
  releaseOfEntry,
  type RemoteFailureKind,
} from 'shared/contract/remote-failures';
import type { ReleaseRemote } from 'shared/contract/releases';
import { REMOTE_FAILURE_MESSAGES, remoteFailureSchema } from 'shared/contract/remote-failure-schema';
import { HttpError } from '../../lib/http-error';
import { bodySchema } from '../../lib/request-schema';
import { invalidField, validateBody } from '../../lib/validate';
import type { VisitorEntries } from '../remote-releases/visitor-release-service';
import type { ClientBudget } from './client-budget';
import { trackOf, type RemoteFailureCounter } from './remote-failure-counter';

interface Deps {
  /** The releases this visitor is served (their draw and pins, read from the report's cookies). */
  entriesFor: (request: FastifyRequest, reply: FastifyReply) => VisitorEntries;
  counter: RemoteFailureCounter;
  budget: ClientBudget;
}

/**
 * The shell's beacon: a remote that failed on a visitor's page. It takes no anti-forgery token
 * (`beacon`): navigator.sendBeacon cannot send the header, and the report carries no session and
 * changes no one's data, only a count. What stops forgeries instead: a page of another origin is
 * still refused (the origin check runs), each client address has a small budget (429), the body is
 * a few bytes (413), and the release must be the one this browser is served for that remote, by its
 * own signed release cookies (400 naming `release`): a script can add only to what it could see
 * fail, and at most a few a minute.
 */
export function remoteFailureRoutes(app: FastifyInstance, { entriesFor, counter, budget }: Deps) {
  app.post(
    REMOTE_FAILURES_PATH,
    {
      bodyLimit: REMOTE_FAILURE_BODY_LIMIT,
      config: { beacon: true },
      // Before the body is read: a flood costs no parsing.
      onRequest: (request, _reply, done) => {
        const waitMs = budget.take(request.ip);
        if (!waitMs) return done();
        app.metrics.limited('remote-failures');
        done(
          new HttpError(429, REMOTE_FAILURE_MESSAGES.tooMany, undefined, {
            'Retry-After': String(Math.ceil(waitMs / 1000)),
          }),
        );
      },
      schema: {
        summary: 'Reports a remote that failed in the browser (the shell’s beacon)',
        description:
          '`{ remote, release, kind }` url-encoded or JSON, at most ' +
          `${REMOTE_FAILURE_BODY_LIMIT} bytes (413). The release must be the one this browser is served ` +
          '(400 naming `release`); a few reports a minute per client address (429). No token: ' +
          'navigator.sendBeacon cannot send one, but a page of another origin is refused (403).',
        body: bodySchema(remoteFailureSchema),
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const report = await validateBody(remoteFailureSchema, request.body);
      // The schema admits only these.
      const remote = report.remote as ReleaseRemote;
      const kind = report.kind as RemoteFailureKind;
      const { entries, choices } = entriesFor(request, reply);
      const entry = entries[remote];
      if (!entry || releaseOfEntry(entry) !== report.release) {
        throw invalidField('release', REMOTE_FAILURE_MESSAGES.notYours);
      }
      counter.failed(remote, report.release, trackOf(choices[remote]), kind);
      return reply.status(204).header('cache-control', 'no-store').send();
    },
  );
}
