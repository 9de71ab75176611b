import { object, string, type InferType } from 'yup';
import { emailField } from './email';
import { requiredText } from './fields';
import { PASSWORD_RESET_MESSAGES } from './password-reset';
import { newPasswordField } from './user-schema';

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
