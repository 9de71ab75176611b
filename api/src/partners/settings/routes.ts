import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BDE_SETTINGS_PATHS } from 'shared/contract/earnings';
import {
  SETTINGS_MESSAGES,
  bankDetailsSchema,
  emailChoicesSchema,
  passwordChangeSchema,
} from 'shared/contract/bde-settings-schema';
import { languageChoiceSchema } from 'shared/contract/account-language-schema';
import { BdeSettingsResponse, PasswordChanged } from 'shared/contract/bde-settings-responses';
import { PASSWORD_TOO_COMMON, isEasyToGuess } from 'shared/contract/password-rule';
import type { Language } from 'shared/contract/account-language';
import type { Db } from '../../db/client';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { CryptoBox } from '../../lib/crypto-box';
import { unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { bodySchema, querySchema } from '../../lib/request-schema';
import { invalidField, validateBody } from '../../lib/validate';
import { guarded } from '../../plugins/guards';
import {
  accountOf,
  ownSettings,
  saveBankDetails,
  saveEmailChoices,
  saveLanguage,
  setPassword,
} from './settings-service';

/** The sign-in's scope: a wrong current password here counts as a wrong guess there. */
const LOGIN_SCOPE = 'bde-login';

interface SettingsDeps {
  db: Db;
  cryptoBox: CryptoBox;
  /** The BDE sign-in's limiter. */
  limiter: AttemptLimiter;
  publicOrigin: string;
  now: () => number;
}

/** The portal's Settings: bank details, which events are emailed, the language, the password. */
export function bdeSettingsRoutes(
  app: FastifyInstance,
  { db, cryptoBox, limiter, publicOrigin, now }: SettingsDeps,
) {
  const ownCode = [app.requireBde, app.ownBdeCodeQuery];
  const { settings, bankDetails, emailChoices, language, password } = BDE_SETTINGS_PATHS;

  /**
   * The signed-in BDE, once their current password is checked (counted with their sign-ins, so it
   * cannot be guessed here faster than there); a 400 naming `currentPassword` when it is wrong.
   */
  async function withCurrentPassword(request: FastifyRequest, currentPassword: string) {
    const account = await accountOf(db, guarded(request.bde).id);
    if (!account) throw unauthorized();
    await limiter.attempt(LOGIN_SCOPE, request, account.userName);
    if (!(await verifyPassword(account.passwordHash, currentPassword))) {
      throw invalidField('currentPassword', SETTINGS_MESSAGES.currentPasswordWrong);
    }
    await limiter.succeeded(LOGIN_SCOPE, account.userName, request);
    return account;
  }

  app.get(
    settings.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: "The signed-in BDE's settings: masked bank details, email choices and language",
        querystring: querySchema(settings),
        response: { 200: BdeSettingsResponse },
      },
    },
    async (request, reply): Promise<BdeSettingsResponse> => {
      reply.header('cache-control', 'no-store');
      return ownSettings(db, guarded(request.bde).id);
    },
  );

  app.post(
    bankDetails.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: 'Sets the BDE’s bank details',
        description:
          'Needs the current password. Payouts to the new account wait 48 hours; the BDE is emailed ' +
          '(the masked account only). Audited as `bde.bank-details`.',
        querystring: querySchema(bankDetails),
        body: bodySchema(bankDetailsSchema),
        response: { 200: BdeSettingsResponse },
      },
    },
    async (request, reply): Promise<BdeSettingsResponse> => {
      const body = await validateBody(bankDetailsSchema, request.body);
      const account = await withCurrentPassword(request, body.currentPassword);
      await saveBankDetails(
        db,
        cryptoBox,
        {
          executiveId: account.id,
          bdeCode: account.bdeCode,
          email: account.email,
          language: account.language,
          accountHolder: body.accountHolder,
          accountNumber: body.accountNumber,
          ifsc: body.ifsc,
        },
        { now: now(), ipAddress: request.ip, publicOrigin },
      );
      reply.header('cache-control', 'no-store');
      return ownSettings(db, account.id);
    },
  );

  app.post(
    emailChoices.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: 'Chooses which notifications are also emailed',
        querystring: querySchema(emailChoices),
        body: bodySchema(emailChoicesSchema),
        response: { 200: BdeSettingsResponse },
      },
    },
    async (request, reply): Promise<BdeSettingsResponse> => {
      const { kinds } = await validateBody(emailChoicesSchema, request.body);
      const id = guarded(request.bde).id;
      await saveEmailChoices(db, id, kinds, now());
      reply.header('cache-control', 'no-store');
      return ownSettings(db, id);
    },
  );

  app.post(
    language.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: 'Saves the language of the BDE’s account',
        description:
          'One of the six codes (en, te, hi, ta, kn, ml); anything else is a 400 naming `language` and ' +
          'changes nothing. The portal follows it on any device, and every email to the BDE from the ' +
          'next one on is written in it.',
        querystring: querySchema(language),
        body: bodySchema(languageChoiceSchema),
        response: { 200: BdeSettingsResponse },
      },
    },
    async (request, reply): Promise<BdeSettingsResponse> => {
      const body = await validateBody(languageChoiceSchema, request.body);
      const id = guarded(request.bde).id;
      await saveLanguage(db, id, body.language as Language);
      reply.header('cache-control', 'no-store');
      return ownSettings(db, id);
    },
  );

  app.post(
    password.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: 'Changes the BDE’s password',
        description:
          'Needs the current password; the new one follows the password rule and may not be built on ' +
          "the BDE's own details. Every other session of the BDE ends. Audited as `bde.password-change`.",
        querystring: querySchema(password),
        body: bodySchema(passwordChangeSchema),
        response: { 200: PasswordChanged },
      },
    },
    async (request, reply): Promise<PasswordChanged> => {
      const body = await validateBody(passwordChangeSchema, request.body);
      const account = await withCurrentPassword(request, body.currentPassword);
      if (await isEasyToGuess(body.password, account.personalWords)) {
        throw invalidField('password', PASSWORD_TOO_COMMON);
      }
      const keepSessionId = guarded(request.session).id;
      const endedSessions = await setPassword(
        db,
        {
          executiveId: account.id,
          bdeCode: account.bdeCode,
          passwordHash: await hashPassword(body.password),
        },
        { keepSessionId, ipAddress: request.ip },
      );
      app.sessions.forgetOthers('bde', account.id, keepSessionId);
      reply.header('cache-control', 'no-store');
      return { endedSessions };
    },
  );
}
