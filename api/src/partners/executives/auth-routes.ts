import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared/contract/messages';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { BdeLoginResponse } from 'shared/contract/bde-login-responses';
import { NoContent } from 'shared/contract/site-responses';
import { bdeLoginSchema } from 'shared/contract/executive-schema';
import type { Db } from '../../db/client';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { bodySchema } from '../../lib/request-schema';
import { validateBody } from '../../lib/validate';
import { dashboardAnswers } from '../portal/dashboard-service';
import { findExecutiveByUserName } from './service';

const SCOPE = 'bde-login';

export function fullNameOf(row: { firstName: string; middleName: string | null; lastName: string }) {
  return [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');
}

/** POST /api/Executive/login (form data) and POST /api/Executive/logout. */
export function executiveAuthRoutes(
  app: FastifyInstance,
  { db, limiter, now }: { db: Db; limiter: AttemptLimiter; now: () => number },
) {
  const login = {
    summary: 'Sign in as a BDE',
    description:
      'Starts a session (an HttpOnly cookie). The portal sends it as a form. The answer carries what ' +
      'the dashboard shows first, as its own calls would answer, so the portal opens without a second round trip.',
    body: bodySchema(bdeLoginSchema),
    response: { 200: BdeLoginResponse },
  };
  app.post(EXECUTIVE_PATHS.login, { schema: login }, async (request, reply): Promise<BdeLoginResponse> => {
    const body = request.body as { userName?: unknown } | undefined;
    await limiter.attempt(SCOPE, request, typeof body?.userName === 'string' ? body.userName : '');
    const { userName, password } = await validateBody(bdeLoginSchema, request.body);

    const row = await findExecutiveByUserName(db, userName);
    const valid = await verifyPassword(row?.passwordHash, password);
    if (!row || !valid) {
      app.metrics.signInFailed('bde');
      throw new HttpError(401, MESSAGES.bdeInvalidCredentials);
    }
    await limiter.succeeded(SCOPE, userName, request, reply);
    // Before the session: should it fail, no session is left behind for an answer that says error.
    const dashboard = await dashboardAnswers(db, row, now());
    await app.sessions.start(request, reply, 'bde', row.id);
    reply.header('cache-control', 'no-store');
    return {
      bdeCode: row.bdeCode,
      userName: row.userName,
      fullName: fullNameOf(row),
      language: row.language,
      dashboard,
    };
  });

  const logout = { summary: 'Sign out of the BDE portal', response: { 204: NoContent } };
  app.post(EXECUTIVE_PATHS.logout, { schema: logout }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.status(204).header('cache-control', 'no-store').send();
  });
}
