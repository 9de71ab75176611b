import { object, string, type InferType } from 'yup';
import { emailField } from './email';
import { requiredText, tooLong } from './fields';
import { MESSAGES } from './messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './user';

export function newPasswordField() {
  return string()
    .required(MESSAGES.required)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH));
}

/** Sign-in checks presence only: the length rule would tell an attacker about accounts. */
export const userLoginSchema = object({
  EmailAddress: requiredText(254),
  Password: string().required(MESSAGES.required).max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
}).noUnknown();

export const userSignUpSchema = object({
  Name: requiredText(100),
  EmailAddress: emailField(),
  Password: newPasswordField(),
}).noUnknown();

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email or password.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

/**
 * Name and a valid EmailAddress required; an empty Password keeps the old one. Changing the
 * email or the password also needs the current password (the server checks it; the form asks for it).
 */
export const userUpdateSchema = object({
  Name: requiredText(100),
  EmailAddress: emailField(),
  Password: string()
    .default('')
    .test('length', MESSAGES.passwordTooShort, (value) => !value || value.length >= PASSWORD_MIN_LENGTH)
    .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
  CurrentPassword: string().default('').max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
}).noUnknown();

export type UserLoginRequest = InferType<typeof userLoginSchema>;
export type UserSignUpRequest = InferType<typeof userSignUpSchema>;
export type UserUpdateRequest = InferType<typeof userUpdateSchema>;
