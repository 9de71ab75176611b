import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emailKeyOf } from 'shared/contract/email';
import { MESSAGES } from 'shared/contract/messages';
import { isLanguage, type Language } from 'shared/contract/account-language';
import { languageChoiceSchema } from 'shared/contract/account-language-schema';
import { USER_PATHS } from 'shared/contract/user';
import { NoContent } from 'shared/contract/site-responses';
import {
  UserLoginResponse,
  UserProfileResponse,
  UserRegisterResponse,
  UserUpdateResponse,
} from 'shared/contract/user-responses';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  userLoginSchema,
  userSignUpSchema,
  userUpdateSchema,
  type UserUpdateRequest,
} from 'shared/contract/user-schema';
import type { Database } from '../../db/client';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { HttpError, badRequest, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { requestLanguage } from '../../lib/request-language';
import { bodySchema } from '../../lib/request-schema';
import { validateBody } from '../../lib/validate';
import { guarded } from '../../plugins/guards';
import {
  USER_SIGN_IN_SCOPE,
  findUserByEmailKey,
  insertUser,
  isUniqueViolation,
  saveUserLanguage,
  updateUser,
  type UserRow,
} from './service';

/** One answer for an unknown email and a wrong password, so sign-in does not reveal who has an account. */
export const INVALID_CREDENTIALS = 'Invalid email or password.';

/** The browser reads a 400 whose title contains "already" as "this email is taken". */
const emailTaken = () => badRequest(MESSAGES.signUpEmailTaken, { EmailAddress: [MESSAGES.signUpEmailTaken] });

const LOGIN_SCOPE = USER_SIGN_IN_SCOPE;
const REGISTER_SCOPE = 'user-register';

interface UserIdParams {
  userId: string;
}

/**
 * A new email or password needs the current password: a borrowed session (an unlocked computer,
 * a forged request) must not be enough to take the account over. Guesses count as sign-in attempts.
 */
async function checkCurrentPassword(
  limiter: AttemptLimiter,
  request: FastifyRequest,
  user: UserRow,
  body: UserUpdateRequest,
) {
  const changesEmail = emailKeyOf(body.EmailAddress) !== user.emailKey;
  if (!changesEmail && !body.Password) return;
  if (!body.CurrentPassword) {
    throw badRequest(CURRENT_PASSWORD_REQUIRED, { CurrentPassword: [CURRENT_PASSWORD_REQUIRED] });
  }
  await limiter.attempt(LOGIN_SCOPE, request, user.emailKey);
  if (!(await verifyPassword(user.passwordHash, body.CurrentPassword))) {
    throw badRequest(CURRENT_PASSWORD_WRONG, { CurrentPassword: [CURRENT_PASSWORD_WRONG] });
  }
  await limiter.succeeded(LOGIN_SCOPE, user.emailKey, request);
}

export function userRoutes(app: FastifyInstance, { db }: Database, limiter: AttemptLimiter) {
  // The signed-in user, and only on their own :userId.
  const ownUser = [app.requireUser, app.ownUser];

  const register = {
    summary: 'Create a user account',
    description:
      'The account keeps the language of the page it was made on (the `Accept-Language` header: the ' +
      'first of en, te, hi, ta, kn, ml it names, else en); the profile update changes it.',
    body: bodySchema(userSignUpSchema),
    response: { 201: UserRegisterResponse },
  };
  app.post(
    USER_PATHS.register,
    { schema: register },
    async (request, reply): Promise<UserRegisterResponse> => {
      const body = await validateBody(userSignUpSchema, request.body);
      const emailKey = emailKeyOf(body.EmailAddress);
      await limiter.attempt(REGISTER_SCOPE, request, emailKey);
      if (await findUserByEmailKey(db, emailKey)) throw emailTaken();
      let user: UserRow;
      try {
        user = await insertUser(db, {
          name: body.Name,
          email: body.EmailAddress,
          passwordHash: await hashPassword(body.Password),
          language: requestLanguage(request),
          referredById: (await app.referrals.referrerOf(request))?.id ?? null,
        });
      } catch (error) {
        // Two sign-ups for one address at the same moment: the unique index decides, the loser hears why.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      reply.status(201);
      return { userId: user.id };
    },
  );

  const login = {
    summary: 'Sign in as a user',
    description:
      'Starts a session (an HttpOnly cookie). A wrong email and a wrong password get the same 401.',
    body: bodySchema(userLoginSchema),
    response: { 200: UserLoginResponse },
  };
  app.post(USER_PATHS.login, { schema: login }, async (request, reply): Promise<UserLoginResponse> => {
    const body = await validateBody(userLoginSchema, request.body);
    const emailKey = emailKeyOf(body.EmailAddress);
    await limiter.attempt(LOGIN_SCOPE, request, emailKey);
    const user = await findUserByEmailKey(db, emailKey);
    // Always verify (against a dummy hash when there is no account): both failures take as long.
    const valid = await verifyPassword(user?.passwordHash, body.Password);
    if (!user || !valid) {
      app.metrics.signInFailed('user');
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    await limiter.succeeded(LOGIN_SCOPE, emailKey, request, reply);
    await app.sessions.start(request, reply, 'user', user.id);
    reply.header('cache-control', 'no-store');
    return { name: user.name, email: user.email, userId: user.id, language: user.language };
  });

  const logout = { summary: 'Sign out', response: { 204: NoContent } };
  app.post(USER_PATHS.logout, { schema: logout }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.status(204).send();
  });

  app.get<{ Params: UserIdParams }>(
    USER_PATHS.username.pattern,
    {
      preHandler: ownUser,
      schema: { summary: "The signed-in user's own profile", response: { 200: UserProfileResponse } },
    },
    async (request, reply): Promise<UserProfileResponse> => {
      const user = guarded(request.user);
      reply.header('cache-control', 'no-store');
      return { username: user.name, emailAddress: user.email, language: user.language };
    },
  );

  app.post<{ Params: UserIdParams }>(
    USER_PATHS.update.pattern,
    {
      preHandler: ownUser,
      schema: {
        summary: "Change the signed-in user's own name, email, password or language",
        description:
          'A new email or password needs CurrentPassword. An empty Password keeps the old one, an empty ' +
          'or missing Language the saved one; another Language than en, te, hi, ta, kn or ml is a 400.',
        body: bodySchema(userUpdateSchema),
        response: { 200: UserUpdateResponse },
      },
    },
    async (request, reply): Promise<UserUpdateResponse> => {
      const user = guarded(request.user);
      const sessionId = guarded(request.session).id;
      const body = await validateBody(userUpdateSchema, request.body);
      await checkCurrentPassword(limiter, request, user, body);
      const owner = await findUserByEmailKey(db, emailKeyOf(body.EmailAddress));
      if (owner && owner.id !== user.id) throw emailTaken();
      let updated: UserRow | undefined;
      try {
        updated = await updateUser(
          db,
          user.id,
          {
            name: body.Name,
            email: body.EmailAddress,
            passwordHash: body.Password ? await hashPassword(body.Password) : undefined,
            language: isLanguage(body.Language) ? body.Language : undefined,
            endOtherSessions: emailKeyOf(body.EmailAddress) !== user.emailKey,
          },
          sessionId,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      if (!updated) throw unauthorized();
      if (body.Password || updated.emailKey !== user.emailKey) {
        app.sessions.forgetOthers('user', user.id, sessionId);
      }
      reply.header('cache-control', 'no-store');
      return { name: updated.name, email: updated.email, language: updated.language };
    },
  );

  app.post<{ Params: UserIdParams }>(
    USER_PATHS.language.pattern,
    {
      preHandler: ownUser,
      schema: {
        summary: "Saves the language of the signed-in user's own account",
        description:
          'One of the six codes (en, te, hi, ta, kn, ml); anything else is a 400 naming `language` and ' +
          'changes nothing. Only the language: the name and email are left as they are.',
        body: bodySchema(languageChoiceSchema),
        response: { 200: UserProfileResponse },
      },
    },
    async (request, reply): Promise<UserProfileResponse> => {
      const body = await validateBody(languageChoiceSchema, request.body);
      const saved = await saveUserLanguage(db, guarded(request.user).id, body.language as Language);
      if (!saved) throw unauthorized();
      reply.header('cache-control', 'no-store');
      return { username: saved.name, emailAddress: saved.email, language: saved.language };
    },
  );
}
