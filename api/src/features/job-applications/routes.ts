import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CAREERS_PATHS } from 'shared/contract/careers';
import { APPLICATION_MESSAGES } from 'shared/contract/job-application';
import { applicationKeySchema } from 'shared/contract/job-application-schema';
import {
  ApplicationSent,
  ApplicationStatus,
  ApplicationWithdrawn,
} from 'shared/contract/job-application-responses';
import { AttemptLimiter, formLimits, type AttemptLimits } from '../../lib/attempt-limiter';
import { HttpError } from '../../lib/http-error';
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
  withdrawApplication,
  type ApplicationDeps,
} from './application-service';

/** Applications per client address in a window: each may carry 5 MB, and one person sends a few. */
export const APPLICATIONS_PER_CLIENT = 30;

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
        'A multipart form: the fields below and `resume`. Applying again to the same opening with the same email updates that application (its stage stays) and sends a new private link; the earlier one stops working. 404 for no such opening, 410 once it has closed; every other problem is a 400 naming its fields.',
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
      const { updated } = await saveApplication(deps, opening, form);
      reply.status(201).header('cache-control', 'no-store');
      return { updated };
    });
  });

  app.post(
    CAREERS_PATHS.applicationStatus,
    {
      schema: {
        summary: 'An application’s stage, by the secret of its private link',
        description:
          'The key is the `#key=` of the acknowledgement’s link. 404 for a key that names no application.',
        body: bodySchema(applicationKeySchema),
        response: { 200: ApplicationStatus },
      },
    },
    async (request, reply): Promise<ApplicationStatus> => {
      await keyLimiter.attempt('application-key', request);
      const { key } = await validateBody(applicationKeySchema, request.body);
      const status = await applicationByKey(deps.db, key);
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
}
