import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { BdeRegisterResponse } from 'shared/contract/executive-responses';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { requestLanguage } from '../../lib/request-language';
import { recordConsent } from '../../accounts/consent/consent-service';
import { noticeOfRegistration, type NoticeSettings } from '../../platform/email/notices-service';
import {
  capRegistrationBody,
  readRegistrationForm,
  registrationBodySchema,
  REGISTRATION_LIMITS,
} from './registration-form';
import { registerExecutive, type RegistrationDeps } from './registration-service';

/** POST /api/Executive/register (multipart), with the multipart parser scoped to this route alone. */
export async function executiveRegistrationRoutes(
  app: FastifyInstance,
  deps: RegistrationDeps & { limiter: AttemptLimiter; notices: NoticeSettings },
) {
  await app.register(async (scope) => {
    // Oversized copies are read to the limit and reported by name (413), not thrown mid-stream.
    await scope.register(multipart, { limits: REGISTRATION_LIMITS, throwFileSizeLimit: false });

    // Before the body is parsed: an oversized upload is refused without being read to its end.
    scope.addHook('onRequest', (request, reply, done) => {
      try {
        capRegistrationBody(request, reply);
        done();
      } catch (error) {
        done(error as Error);
      }
    });

    const schema = {
      summary: 'Register as a BDE, with copies of the Aadhaar and PAN cards',
      description:
        'A multipart form: the fields below and two files, AadharCopy and PanCopy (PDF, PNG or JPEG, at most 2 MB each, checked by content). Aadhaar and PAN numbers are also checked for their checksum and holder letter, and must not belong to another BDE (409), which is checked last: a form with any other error, or a user name or email already taken, is refused for that alone, never naming AadharNumber or Pannumber.',
      consumes: ['multipart/form-data'],
      body: registrationBodySchema(),
      response: { 201: BdeRegisterResponse },
    };
    scope.post(EXECUTIVE_PATHS.register, { schema }, async (request, reply): Promise<BdeRegisterResponse> => {
      // Counted per client before the body is read; there is no account to count against yet.
      await deps.limiter.attempt('bde-register', request);
      const { fields, files } = await readRegistrationForm(request);
      const { bdeCode } = await registerExecutive(deps, fields, files, {
        language: requestLanguage(request),
        linkReferrer: await request.server.referrals.referrerOf(request),
        onRegistered: async (tx, bde) => {
          // The schema refused the form unless the terms and the privacy notice were accepted.
          await recordConsent(tx, 'bde-registration', { kind: 'bde', id: bde.id, email: bde.email });
          await noticeOfRegistration(tx, deps.notices, bde);
        },
      });
      reply.status(201).header('cache-control', 'no-store');
      return { bdeCode };
    });
  });
}
