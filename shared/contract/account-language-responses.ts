import { LANGUAGES } from '../i18n/languages';
import { oneOf } from './response-object';

/** The language saved with a user's or BDE's account: their portal and their emails are in it. */
export const AccountLanguage = oneOf(
  LANGUAGES,
  "The language saved with the account (issue 42): the account's emails are written in it.",
);
