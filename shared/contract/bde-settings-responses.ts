import { Type, type Static } from '@sinclair/typebox';
import { AccountLanguage } from './account-language-responses';
import { NOTIFICATION_KINDS } from './earnings';
import { oneOf, responseObject } from './response-object';

export const BdeBankDetails = responseObject({
  accountHolder: Type.String(),
  accountMasked: Type.String({ description: 'XXXXXX and the last four digits; never the number.' }),
  ifsc: Type.String(),
  holdUntil: Type.String({ format: 'date-time', description: 'Payouts to this account start then.' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type BdeBankDetails = Static<typeof BdeBankDetails>;

export const BdeSettingsResponse = responseObject({
  bank: Type.Union([BdeBankDetails, Type.Null()]),
  emailKinds: Type.Array(oneOf(NOTIFICATION_KINDS), {
    description: 'The kinds also emailed (the defaults until the BDE chooses).',
  }),
  language: AccountLanguage,
});
export type BdeSettingsResponse = Static<typeof BdeSettingsResponse>;

export const PasswordChanged = responseObject({
  endedSessions: Type.Integer({ description: "The BDE's other sessions, now ended." }),
});
export type PasswordChanged = Static<typeof PasswordChanged>;
