import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CAREERS_PATHS } from 'shared/contract/careers';
import { APPLICATION_MESSAGES } from 'shared/contract/job-application';
import { applicationKeySchema, applicationLinkRequestSchema } from 'shared/contract/job-application-schema';
import {
  ApplicationLinkSent,
  ApplicationSent,
  ApplicationStatus,
  ApplicationWithdrawn,
} from 'shared/contract/job-application-responses';
import { AttemptLimiter, formLimits, type AttemptLimits } from '../../lib/attempt-limiter';
import { HttpError } from '../../lib/http-error';
import { requestLanguage } from '../../lib/request-language';
import { bodySchema } from '../../lib/request-schema';
import { validateBody } from '../../lib/validate';
import {
  APPLICATION_FORM_LIMITS,
  applicationBodySchema,
  capApplicationBody,
  readApplicationForm,
} from './application-form';
import {
  applicationByKey,
  openingForApplying,
  saveApplication,
  sendLinksTo,
  withdrawApplication,
  type ApplicationDeps,
} from './application-service';

/** Applications per client address in a window: each may carry 5 MB, and one person sends a few. */
export const APPLICATIONS_PER_CLIENT = 30;

/** Requests for links per client address in a window (each recipient's own cap is the outbox's). */
export const LINK_REQUESTS_PER_CLIENT = 10;

const unknownKey = () => new HttpError(404, APPLICATION_MESSAGES.unknownKey);

/**
 * Applying to an opening (multipart, with the résumé), and the candidate's private link: the
 * application's stage, and withdrawing it. The link's secret travels in the body, never the address.
 */
export async function jobApplicationRoutes(
  app: FastifyInstance,
  deps: ApplicationDeps & { keyLimits: AttemptLimits },
) {
  const applyLimiter = new AttemptLimiter(deps.db, formLimits(APPLICATIONS_PER_CLIENT), deps.now);
  const keyLimiter = new AttemptLimiter(deps.db, deps.keyLimits, deps.now);
  const linkLimiter = new AttemptLimiter(deps.db, formLimits(LINK_REQUESTS_PER_CLIENT), deps.now);

  await app.register(async (scope) => {
    // Scoped to this route: a résumé over 5 MB is cut at the limit and reported by name, not thrown mid-stream.
    await scope.register(multipart, { limits: APPLICATION_FORM_LIMITS, throwFileSizeLimit: false });
    scope.addHook('onRequest', (request, reply, done) => {
      try {
        capApplicationBody(request, reply);
        done();
      } catch (error) {
        done(error as Error);
      }
    });

    const schema = {
      summary: 'Apply to an opening, with a résumé',
      description:
        'A multipart form: the fields below and `resume`. Applying again to the same opening with the same email (in any case) changes nothing: that address is emailed its private link again, and the answer is the same as for a new application. 404 for no such opening, 410 once it has closed; every other problem is a 400 naming its fields. Every email to the candidate is written in the language `Accept-Language` names (English unless one of the six).',
      consumes: ['multipart/form-data'],
      body: applicationBodySchema(),
      response: { 201: ApplicationSent },
    };
    scope.post(CAREERS_PATHS.apply.pattern, { schema }, async (request, reply): Promise<ApplicationSent> => {
      // Counted per client before the body is read.
      await applyLimiter.attempt('job-application', request);
      const { slug } = request.params as { slug: string };
      const opening = await openingForApplying(deps.db, slug, deps.now());
      const form = await readApplicationForm(request);
      await saveApplication(deps, opening, form, requestLanguage(request));
      reply.status(201).header('cache-control', 'no-store');
      return { message: APPLICATION_MESSAGES.received };
    });
  });

  app.post(
    CAREERS_PATHS.applicationStatus,
    {
      schema: {
        summary: 'An application’s stage, by the secret of its private link',
        description:
          'The key is the `#key=` of the acknowledgement’s link. 404 for a key that names no application, or whose link has expired (it works for the application’s retention period after it was sent).',
        body: bodySchema(applicationKeySchema),
        response: { 200: ApplicationStatus },
      },
    },
    async (request, reply): Promise<ApplicationStatus> => {
      await keyLimiter.attempt('application-key', request);
      const { key } = await validateBody(applicationKeySchema, request.body);
      const status = await applicationByKey(deps.db, key, deps.now());
      if (!status) throw unknownKey();
      reply.header('cache-control', 'no-store');
      return status;
    },
  );

  app.post(
    CAREERS_PATHS.applicationWithdraw,
    {
      schema: {
        summary: 'Withdraws an application by the secret of its private link',
        description:
          'Deletes the application, its résumé and staff notes on it, and withdraws its consents. 404 for a key that names no application (as after a withdrawal).',
        body: bodySchema(applicationKeySchema),
        response: { 200: ApplicationWithdrawn },
      },
    },
    async (request, reply): Promise<ApplicationWithdrawn> => {
      await keyLimiter.attempt('application-key', request);
      const { key } = await validateBody(applicationKeySchema, request.body);
      if (!(await withdrawApplication(deps, key, request.ip))) throw unknownKey();
      reply.header('cache-control', 'no-store');
      return { message: APPLICATION_MESSAGES.withdrawn };
    },
  );

  app.post(
    CAREERS_PATHS.applicationLinkResend,
    {
      schema: {
        summary: 'Sends the private links of an address’s applications to that address',
        description:
          'Emails each application the address has sent its private link (the same link while it works, else a new one), to the stored address only. The answer is the same whether or not the address has applied; a 400 only for an address that is not one.',
        body: bodySchema(applicationLinkRequestSchema),
        response: { 202: ApplicationLinkSent },
      },
    },
    async (request, reply): Promise<ApplicationLinkSent> => {
      await linkLimiter.attempt('application-link', request);
      const { email } = await validateBody(applicationLinkRequestSchema, request.body);
      await sendLinksTo(deps, email);
      reply.code(202).header('cache-control', 'no-store');
      return { message: APPLICATION_MESSAGES.linkSent };
    },
  );
}
