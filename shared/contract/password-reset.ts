import { object, string, type InferType } from 'yup';
import { emailField } from './email';
import { requiredText } from './fields';
import { newPasswordField } from './user-schema';

/**
 * Forgotten passwords. Asking always gets the same answer, whether or not an account matches; the
 * link arrives by email, carries its token in the fragment (never sent in a request, a log or a
 * Referer) and works once, for 30 minutes. Setting the new password ends every session of the account.
 */
export const PASSWORD_RESET_PATHS = {
  /** POST `{ email }`: a user's reset link. */
  user: '/api/User/forgot-password',
  /** POST `{ login }` (user name or email): a BDE's reset link. */
  bde: '/api/Executive/forgot-password',
  /** POST `{ token, password }`: the new password. */
  reset: '/api/password-reset',
} as const;

/** Where the emailed link leads; the token follows as `#token=…`. */
export const RESET_PAGE_PATH = '/reset-password';

export const RESET_TOKEN_MINUTES = 30;

export const PASSWORD_RESET_MESSAGES = {
  sent: 'If an account matches, we have emailed a link to reset its password. It works once, for 30 minutes.',
  badLink: 'This reset link has expired or was already used. Ask for a new one.',
  done: 'Your password is changed. Sign in with the new one.',
} as const;

export const userForgotPasswordSchema = object({ email: emailField() }).noUnknown();
export type UserForgotPasswordRequest = InferType<typeof userForgotPasswordSchema>;

/** A BDE's user name (letters, digits, dots, dashes, underscores) or email address. */
export const bdeForgotPasswordSchema = object({
  login: requiredText(254).matches(/^[A-Za-z0-9._@+-]+$/, 'Give your user name or email address.'),
}).noUnknown();
export type BdeForgotPasswordRequest = InferType<typeof bdeForgotPasswordSchema>;

export const passwordResetSchema = object({
  token: string().trim().required(PASSWORD_RESET_MESSAGES.badLink).max(200, PASSWORD_RESET_MESSAGES.badLink),
  password: newPasswordField(),
}).noUnknown();
export type PasswordResetRequest = InferType<typeof passwordResetSchema>;
