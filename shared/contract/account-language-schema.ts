import { object, string, type InferType } from 'yup';
import { LANGUAGES } from '../i18n/languages';
import { MESSAGES } from './messages';

/** A language that is not one of the six (issue 42): the 400 names the field with this. */
export const LANGUAGE_FIELD_MESSAGE = 'Choose one of the listed languages.';

/** The language saved with an account: one of the six codes (`ta`). */
export const languageField = () =>
  string()
    .required(MESSAGES.required)
    .oneOf([...LANGUAGES], LANGUAGE_FIELD_MESSAGE);

/** The language alone, saved with a BDE's or a user's account: their portal and emails follow it. */
export const languageChoiceSchema = object({ language: languageField() }).noUnknown();
export type LanguageChoiceRequest = InferType<typeof languageChoiceSchema>;
