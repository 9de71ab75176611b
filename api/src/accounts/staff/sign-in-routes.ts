import type { FastifyInstance } from 'fastify';
import { emailKeyOf } from 'shared/contract/email';
import { NoContent } from 'shared/contract/site-responses';
import { STAFF_PATHS } from 'shared/contract/staff';
import { StaffSignInResponse } from 'shared/contract/staff-account-responses';
import { STAFF_INVALID_SIGN_IN, isTotpCode, staffLoginSchema } from 'shared/contract/staff-account-schema';
import { StaffSessionResponse } from 'shared/contract/staff-session-responses';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { validateBody } from '../../lib/validate';
import { guarded } from '../../plugins/guards';
import { recoveryCodeHash } from './recovery-codes';
import {
  authenticatorSecretOf,
  findStaffForSignIn,
  recordSignInFailure,
  recordSignOut,
  spendSecondFactor,
  type SignInFailure,
  type SecondFactor,
  type SignInCandidate,
} from './sign-in-service';
import { matchTotp } from './totp';

const SCOPE = 'staff-login';

const refused = () => new HttpError(401, STAFF_INVALID_SIGN_IN);

/** POST login, POST logout, GET session. */
export function staffSignInRoutes(app: FastifyInstance, { db, cryptoBox, limiter, now }: StaffDeps) {
  /** The second factor `code` proves for this account, or null (a wrong, replayed or unusable code). */
  function secondFactorOf(candidate: SignInCandidate, code: string): SecondFactor | null {
    if (!isTotpCode(code)) return { kind: 'recovery code', hash: recoveryCodeHash(code) };
    const secret = authenticatorSecretOf(cryptoBox, candidate);
    const step = secret && matchTotp(secret, code, now(), candidate.totpLastStep);
    return step === null || step === undefined ? null : { kind: 'authenticator', step };
  }

  const login = {
    summary: 'Sign in as staff',
    description:
      'Password and a current authenticator code (or a recovery code, which works once). Starts a staff ' +
      'session (15 minutes idle, 8 hours at most). Every failure gets the same 401, whatever was wrong.',
    body: bodySchema(staffLoginSchema),
    response: { 200: StaffSignInResponse },
  };
  app.post(
    STAFF_PATHS.login,
    { schema: login, config: { staffAccess: 'public' } },
    async (request, reply): Promise<StaffSignInResponse> => {
      const body = await validateBody(staffLoginSchema, request.body);
      const emailKey = emailKeyOf(body.email);
      const fail = async (staffId: number | null, reason: SignInFailure) => {
        app.metrics.signInFailed('staff');
        await recordSignInFailure(db, { staffId, ipAddress: request.ip, reason });
        return refused();
      };
      try {
        await limiter.attempt(SCOPE, request, emailKey);
      } catch (error) {
        if (error instanceof HttpError && error.status === 429) {
          const named = await findStaffForSignIn(db, emailKey);
          await recordSignInFailure(
            db,
            { staffId: named?.id ?? null, ipAddress: request.ip, reason: 'locked' },
            new Date(now() - limiter.windowMs),
          );
        }
        throw error;
      }
      const candidate = await findStaffForSignIn(db, emailKey);
      // Always verify a password (a dummy hash without an account): every failure takes as long.
      const valid = await verifyPassword(candidate?.passwordHash ?? undefined, body.password);
      if (!candidate) throw await fail(null, 'no such account');
      if (!valid) throw await fail(candidate.id, 'password');
      if (candidate.disabled) throw await fail(candidate.id, 'disabled');
      if (!candidate.totpSecret) throw await fail(candidate.id, 'set-up pending');
      const factor = secondFactorOf(candidate, body.code);
      const spent =
        factor &&
        (await spendSecondFactor(
          db,
          { staffId: candidate.id, ipAddress: request.ip },
          factor,
          new Date(now()),
        ));
      if (!factor || !spent) throw await fail(candidate.id, 'code');
      await limiter.succeeded(SCOPE, emailKey, request, reply);
      await app.sessions.start(request, reply, 'staff', candidate.id);
      reply.header('cache-control', 'no-store');
      return {
        id: candidate.id,
        name: candidate.name,
        email: candidate.email,
        role: candidate.role,
        usedRecoveryCode: factor.kind === 'recovery code',
        recoveryCodesLeft: spent.recoveryCodesLeft,
        previousSignIn: spent.previousSignIn,
        failedSince: spent.failedSince,
      };
    },
  );

  const logout = {
    summary: 'Sign out of the back office',
    description: "Ends a staff session. Any other session (a user's, a BDE's) is left as it is.",
    response: { 204: NoContent },
  };
  app.post(
    STAFF_PATHS.logout,
    { schema: logout, config: { staffAccess: 'public' } },
    async (request, reply) => {
      const session = request.session;
      if (session?.kind === 'staff') {
        await recordSignOut(db, { staffId: session.subjectId, ipAddress: request.ip });
        await app.sessions.end(request, reply);
      }
      return reply.status(204).header('cache-control', 'no-store').send();
    },
  );

  app.get(
    STAFF_PATHS.session,
    {
      preHandler: app.staffOnly('anyStaff'),
      schema: { summary: 'The signed-in staff member', response: { 200: StaffSessionResponse } },
    },
    async (request, reply): Promise<StaffSessionResponse> => {
      reply.header('cache-control', 'no-store');
      const { id, name, email, role } = guarded(request.staff);
      return { id, name, email, role };
    },
  );
}
