import { object, string, type InferType } from 'yup';
import { emailField } from './email';
import { MESSAGES } from './messages';
import { requiredText, tooLong } from './fields';

export const USER_PATHS = {
  register: '/api/User/register',
  login: '/api/User/login',
  logout: '/api/User/logout',
  username: (userId: number | string) => `/api/User/username/${encodeURIComponent(String(userId))}`,
  update: (userId: number | string) => `/api/User/update/${encodeURIComponent(String(userId))}`,
} as const;

/** SPEC §8: a 400 whose title contains "already" or "exists" means the email has an account. */
export function isEmailTakenTitle(title: string): boolean {
  return /already|exists/i.test(title);
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

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

/** SPEC §5: Name and a valid EmailAddress required; an empty Password keeps the old one. */
export const userUpdateSchema = object({
  Name: requiredText(100),
  EmailAddress: emailField(),
  Password: string()
    .default('')
    .test('length', MESSAGES.passwordTooShort, (value) => !value || value.length >= PASSWORD_MIN_LENGTH)
    .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
}).noUnknown();

export type UserLoginRequest = InferType<typeof userLoginSchema>;
export type UserSignUpRequest = InferType<typeof userSignUpSchema>;
export type UserUpdateRequest = InferType<typeof userUpdateSchema>;

export interface UserLoginResponse {
  name: string;
  email: string;
  userId: number;
}
export interface UserRegisterResponse {
  userId: number;
}
export interface UserProfileResponse {
  username: string;
  emailAddress: string;
}
export interface UserUpdateResponse {
  name: string;
  email: string;
}
