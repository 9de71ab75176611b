import type { FastifyInstance, FastifyReply } from 'fastify';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_PATHS } from 'shared/contract/password-reset';
import {
  bdeForgotPasswordSchema,
  passwordResetSchema,
  userForgotPasswordSchema,
} from 'shared/contract/password-reset-schema';
import { PasswordResetResponse, ResetLinkSentResponse } from 'shared/contract/password-reset-responses';
import type { Db } from '../../db/client';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { bodySchema } from '../../lib/request-schema';
import { invalidField, validateBody } from '../../lib/validate';
import { bdeByLogin, resetPassword, sendResetLink, userByEmail, type Account } from './reset-service';

const SCOPE = 'password-reset';

/** Every request for a link gets this answer, whether or not an account matched. */
function sent(reply: FastifyReply) {
  reply.code(202).header('cache-control', 'no-store');
  return { message: PASSWORD_RESET_MESSAGES.sent };
}

const SENT_RESPONSE = { 202: ResetLinkSentResponse };

/** Forgotten passwords: a link by email for users and BDEs, and the new password with it. */
export function passwordResetRoutes(
  app: FastifyInstance,
  deps: { db: Db; limiter: AttemptLimiter; publicOrigin: string; now: () => number },
) {
  const { db, limiter, publicOrigin, now } = deps;

  /**
   * The answer, with the account looked up and its link made only once it has gone: making a link
   * takes time, which would otherwise tell whether an account exists.
   */
  function sendLinkAfterAnswer(reply: FastifyReply, find: () => Promise<Account | undefined>) {
    const asked = now();
    app.afterResponse.run(reply, async () => {
      const account = await find();
      if (account) await sendResetLink(db, account, publicOrigin, asked);
    });
    return sent(reply);
  }

  app.post(
    PASSWORD_RESET_PATHS.user,
    {
      schema: {
        summary: 'Emails a user a reset link (the same answer whether or not there is an account)',
        body: bodySchema(userForgotPasswordSchema),
        response: SENT_RESPONSE,
      },
    },
    async (request, reply) => {
      const { email } = await validateBody(userForgotPasswordSchema, request.body);
      await limiter.attempt(SCOPE, request, email);
      return sendLinkAfterAnswer(reply, () => userByEmail(db, email));
    },
  );

  app.post(
    PASSWORD_RESET_PATHS.bde,
    {
      schema: {
        summary: 'Emails a BDE a reset link, by user name or email (the same answer either way)',
        body: bodySchema(bdeForgotPasswordSchema),
        response: SENT_RESPONSE,
      },
    },
    async (request, reply) => {
      const { login } = await validateBody(bdeForgotPasswordSchema, request.body);
      await limiter.attempt(SCOPE, request, login);
      return sendLinkAfterAnswer(reply, () => bdeByLogin(db, login));
    },
  );

  app.post(
    PASSWORD_RESET_PATHS.reset,
    {
      schema: {
        summary: 'Sets a new password with an emailed reset token; ends every session of the account',
        body: bodySchema(passwordResetSchema),
        response: { 200: PasswordResetResponse },
      },
    },
    async (request, reply) => {
      const { token, password } = await validateBody(passwordResetSchema, request.body);
      await limiter.attempt(SCOPE, request);
      const account = await resetPassword(db, token, password, now());
      if (!account) throw invalidField('token', PASSWORD_RESET_MESSAGES.badLink);
      app.sessions.forgetOthers(account.kind, account.id, '');
      reply.header('cache-control', 'no-store');
      return { kind: account.kind, message: PASSWORD_RESET_MESSAGES.done };
    },
  );
}
