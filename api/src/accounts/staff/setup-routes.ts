import type { FastifyInstance } from 'fastify';
import { PASSWORD_TOO_COMMON, isEasyToGuess } from 'shared/contract/password-rule';
import { STAFF_PATHS } from 'shared/contract/staff';
import { StaffSetupDoneResponse, StaffSetupResponse } from 'shared/contract/staff-account-responses';
import {
  STAFF_SETUP_CODE_WRONG,
  STAFF_SETUP_LINK_DEAD,
  STAFF_TOTP_ISSUER,
  staffSetupFinishSchema,
  staffSetupOpenSchema,
} from 'shared/contract/staff-account-schema';
import { HttpError, badRequest } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { INVALID_FIELDS, validateBody } from '../../lib/validate';
import { plain, recordAudit } from '../../back-office/audit-log/audit-service';
import { qrSvgPath } from './qr-code';
import { newRecoveryCodes } from './recovery-codes';
import { findSetup, finishSetup, pendingSecretOf, setupTokenHash, type PendingSetup } from './setup-service';
import { base32Encode, matchTotp, otpauthUri } from './totp';

const SCOPE = 'staff-setup';
/** What newSetupToken makes: 32 bytes in base64url. Anything else is not a link we gave. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const linkDead = (status: 404 | 410) => new HttpError(status, STAFF_SETUP_LINK_DEAD);

/**
 * POST setup/open and POST setup: the set-up page's secret, then the password, proof and recovery
 * codes. The token travels in the body: a path or query would put it in the request log.
 */
export function staffSetupRoutes(app: FastifyInstance, { db, cryptoBox, limiter, now }: StaffDeps) {
  /** The set-up a link belongs to, or 404 (never given, used, replaced) / 410 (over 24 hours old). */
  async function setupOf(token: string): Promise<{ setup: PendingSetup; tokenHash: string }> {
    if (!TOKEN_PATTERN.test(token)) throw linkDead(404);
    const tokenHash = setupTokenHash(token);
    const setup = await findSetup(db, tokenHash, now());
    if (setup === 'gone') throw linkDead(404);
    if (setup === 'expired') throw linkDead(410);
    return { setup, tokenHash };
  }

  app.post(
    STAFF_PATHS.setupOpen,
    {
      config: { staffAccess: 'public' },
      schema: {
        summary: "Open a new staff member's set-up link",
        description:
          'The person and their authenticator secret (made on the first opening, the same after), as text ' +
          'and as a QR code drawn from an SVG path; every opening is audited. 404 for a link that was used ' +
          'or never given, 410 after 24 hours.',
        body: bodySchema(staffSetupOpenSchema),
        response: { 200: StaffSetupResponse },
      },
    },
    async (request, reply): Promise<StaffSetupResponse> => {
      const body = await validateBody(staffSetupOpenSchema, request.body);
      const { setup, tokenHash } = await setupOf(body.token);
      const secret = await pendingSecretOf(db, cryptoBox, setup, tokenHash);
      await recordAudit(
        db,
        { staffId: setup.id, ipAddress: request.ip },
        { action: 'staff.setup-open', targetType: 'staff', targetId: setup.id },
      );
      const uri = otpauthUri({ issuer: STAFF_TOTP_ISSUER, account: setup.email, secret });
      reply.header('cache-control', 'no-store');
      return {
        name: setup.name,
        email: setup.email,
        secret: base32Encode(secret),
        otpauthUri: uri,
        qr: qrSvgPath(uri),
      };
    },
  );

  app.post(
    STAFF_PATHS.setup,
    {
      config: { staffAccess: 'public' },
      schema: {
        summary: "Finish a new staff member's set-up",
        description:
          'Sets the password and proves the authenticator with a current code; answers the recovery codes, ' +
          'this once. The link stops working. Code guesses are limited per link.',
        body: bodySchema(staffSetupFinishSchema),
        response: { 200: StaffSetupDoneResponse },
      },
    },
    async (request, reply): Promise<StaffSetupDoneResponse> => {
      const body = await validateBody(staffSetupFinishSchema, request.body);
      const { setup, tokenHash } = await setupOf(body.token);
      // The form cannot know whose link it is: a password built on their name or address is refused here.
      if (await isEasyToGuess(body.password, [setup.name, setup.email])) {
        throw badRequest(INVALID_FIELDS, { password: [PASSWORD_TOO_COMMON] });
      }
      await limiter.attempt(SCOPE, request, tokenHash);
      const secret = await pendingSecretOf(db, cryptoBox, setup, tokenHash);
      const step = matchTotp(secret, body.code, now());
      if (step === null) {
        await recordAudit(
          db,
          { staffId: setup.id, ipAddress: request.ip },
          {
            action: 'staff.setup-failed',
            targetType: 'staff',
            targetId: setup.id,
            detail: { reason: plain('code') },
          },
        );
        throw badRequest(INVALID_FIELDS, { code: [STAFF_SETUP_CODE_WRONG] });
      }
      const recoveryCodes = newRecoveryCodes();
      const done = await finishSetup(db, cryptoBox, {
        setup,
        tokenHash,
        passwordHash: await hashPassword(body.password),
        secret,
        step,
        recoveryCodes,
        ipAddress: request.ip,
        at: now(),
      });
      if (!done) throw linkDead(404);
      await limiter.succeeded(SCOPE, tokenHash, request);
      reply.header('cache-control', 'no-store');
      return { email: setup.email, recoveryCodes };
    },
  );
}
