import { object, string, type InferType, type TestConfig, type TestContext } from 'yup';
import { LANGUAGES } from '../i18n/languages';
import { LANGUAGE_FIELD_MESSAGE } from './account-language-schema';
import { emailField } from './email';
import { requiredText, tooLong } from './fields';
import { MESSAGES } from './messages';
import { isEasyToGuess, PASSWORD_TOO_COMMON } from './password-rule';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './user';

/** A sibling field, or several read as one (first, middle and last name make the full name). */
type PersonalField = string | readonly string[];

/**
 * The test every new password gets, on the form and on the server alike (password-rule.ts);
 * `personalFields` hold the person's own name, email and the like. Only a password of an allowed
 * length is looked at: the length rules speak first.
 */
function notEasyToGuess(personalFields: readonly PersonalField[]): TestConfig<string | undefined> {
  return {
    name: 'not-easy-to-guess',
    message: PASSWORD_TOO_COMMON,
    async test(value: string | undefined, context: TestContext) {
      if (!value || value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return true;
      const parent = (context.parent ?? {}) as Record<string, unknown>;
      const personal = personalFields.map((field) =>
        typeof field === 'string' ? parent[field] : field.map((part) => parent[part] ?? '').join(' '),
      );
      return !(await isEasyToGuess(value, personal));
    },
  };
}

/** A password being chosen; `personalFields` name the sibling fields it must not be built on. */
export function newPasswordField(personalFields: readonly PersonalField[] = []) {
  return string()
    .required(MESSAGES.required)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH))
    .test(notEasyToGuess(personalFields));
}

/** Sign-in checks presence only: the length rule would tell an attacker about accounts. */
export const userLoginSchema = object({
  EmailAddress: requiredText(254),
  Password: string().required(MESSAGES.required).max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
}).noUnknown();

export const userSignUpSchema = object({
  Name: requiredText(100),
  EmailAddress: emailField(),
  Password: newPasswordField(['Name', 'EmailAddress']),
}).noUnknown();

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email or password.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

/**
 * Name and a valid EmailAddress required; an empty Password keeps the old one. Changing the
 * email or the password also needs the current password (the server checks it; the form asks for it).
 * Language is the one saved with the account (issue 42); empty or left out keeps it.
 */
export const userUpdateSchema = object({
  Name: requiredText(100),
  EmailAddress: emailField(),
  Password: string()
    .default('')
    .test('length', MESSAGES.passwordTooShort, (value) => !value || value.length >= PASSWORD_MIN_LENGTH)
    .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH))
    .test(notEasyToGuess(['Name', 'EmailAddress'])),
  CurrentPassword: string().default('').max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
  Language: string()
    .default('')
    .oneOf(['', ...LANGUAGES], LANGUAGE_FIELD_MESSAGE),
}).noUnknown();

export type UserLoginRequest = InferType<typeof userLoginSchema>;
export type UserSignUpRequest = InferType<typeof userSignUpSchema>;
export type UserUpdateRequest = InferType<typeof userUpdateSchema>;
