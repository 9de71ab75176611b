import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NoContent } from 'shared/contract/site-responses';
import { USER_PATHS } from 'shared/contract/user';
import { UserDataExport } from 'shared/contract/user-data-responses';
import { DELETE_PASSWORD_WRONG, userDeleteSchema } from 'shared/contract/user-data-schema';
import type { Database } from '../../db/client';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { badRequest, forbidden, unauthorized } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { refuseOtherSites } from '../../lib/refuse-other-sites';
import { bodySchema } from '../../lib/request-schema';
import { validateBody } from '../../lib/validate';
import { guarded } from '../../plugins/guards';
import { USER_SIGN_IN_SCOPE } from '../users/service';
import { deleteUserAccount, exportUserData } from './service';

export const EXPORT_FROM_OTHER_SITE = 'Download your data from your dashboard on this site.';

/** Another site may not send a signed-in browser to the audited download (a link, a new window). */
async function onlyFromThisSite(request: FastifyRequest) {
  try {
    await refuseOtherSites(request);
  } catch {
    throw forbidden(EXPORT_FROM_OTHER_SITE);
  }
}

/** A user's rights over their own data: a copy of it, and the account's deletion. */
export function userDataRoutes(
  app: FastifyInstance,
  { db }: Database,
  limiter: AttemptLimiter,
  now: () => number = Date.now,
) {
  const ownUser = [app.requireUser, app.ownUser];

  app.get(
    USER_PATHS.exportData.pattern,
    {
      preHandler: [...ownUser, onlyFromThisSite],
      // Fastify would answer HEAD by running the handler: an audited export nobody receives.
      exposeHeadRoute: false,
      schema: {
        summary: 'Everything the site holds about the signed-in user, as a JSON download (own id only)',
        description:
          'The account (never its password), its consent records, its sessions (never their tokens) and ' +
          'the job applications sent with its address (never the résumés), ' +
          'as `my-data.json` (`Content-Disposition: attachment`), never cached. Each export is audited.',
        response: { 200: UserDataExport },
      },
    },
    async (request, reply): Promise<UserDataExport> => {
      const user = guarded(request.user);
      const data = await exportUserData(db, {
        userId: user.id,
        ipAddress: request.ip,
        sessionId: guarded(request.session).id,
        now: now(),
      });
      if (!data) throw unauthorized();
      reply
        .header('Content-Disposition', 'attachment; filename="my-data.json"')
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    USER_PATHS.deleteAccount.pattern,
    {
      preHandler: ownUser,
      schema: {
        summary: "Delete the signed-in user's own account, with its password",
        description:
          'Deletes the account, its sessions, consent records and the job applications sent with its address ' +
          'at once, audits it, ends the session ' +
          '(the cookie is cleared) and emails the address a confirmation. A wrong password is a 400 on ' +
          '`password` and counts as a sign-in attempt.',
        body: bodySchema(userDeleteSchema),
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const user = guarded(request.user);
      const session = guarded(request.session);
      const { password } = await validateBody(userDeleteSchema, request.body);
      await limiter.attempt(USER_SIGN_IN_SCOPE, request, user.emailKey);
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw badRequest(DELETE_PASSWORD_WRONG, { password: [DELETE_PASSWORD_WRONG] });
      }
      await limiter.succeeded(USER_SIGN_IN_SCOPE, user.emailKey, request);
      if (!(await deleteUserAccount(db, { userId: user.id, ipAddress: request.ip }))) throw unauthorized();
      // The rows are gone; this process must not go on trusting its copies of the other sessions.
      app.sessions.forgetOthers('user', user.id, session.id);
      await app.sessions.end(request, reply);
      reply.header('cache-control', 'no-store');
      return reply.status(204).send();
    },
  );
}
