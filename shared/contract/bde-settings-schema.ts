import { array, object, ref, string, type InferType } from 'yup';
import { NOTIFICATION_KINDS } from './earnings';
import { requiredText, tooLong } from './fields';
import { MESSAGES } from './messages';
import { PASSWORD_MAX_LENGTH } from './user';
import { newPasswordField } from './user-schema';

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

export const SETTINGS_MESSAGES = {
  accountNumber: 'An account number is 9 to 18 digits.',
  confirmAccountNumber: 'The two account numbers are not the same.',
  ifsc: 'An IFSC is 11 characters: four letters, a zero, then six letters or digits (like SBIN0001234).',
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  confirmPassword: 'The two passwords are not the same.',
  kind: 'Choose from the listed kinds.',
} as const;

const currentPassword = () =>
  string()
    .required(SETTINGS_MESSAGES.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH));

/** New bank details: checked for format here, and with the current password on the server. */
export const bankDetailsSchema = object({
  accountHolder: requiredText(100),
  accountNumber: string()
    .trim()
    .required(MESSAGES.required)
    .matches(ACCOUNT_NUMBER_PATTERN, SETTINGS_MESSAGES.accountNumber),
  confirmAccountNumber: string()
    .trim()
    .required(MESSAGES.required)
    .oneOf([ref('accountNumber')], SETTINGS_MESSAGES.confirmAccountNumber),
  ifsc: string().trim().uppercase().required(MESSAGES.required).matches(IFSC_PATTERN, SETTINGS_MESSAGES.ifsc),
  currentPassword: currentPassword(),
}).noUnknown();
export type BankDetailsRequest = InferType<typeof bankDetailsSchema>;

/** Which notification kinds are also emailed (none is a choice too). */
export const emailChoicesSchema = object({
  kinds: array(
    string()
      .required()
      .oneOf([...NOTIFICATION_KINDS], SETTINGS_MESSAGES.kind),
  )
    .strict()
    .required(MESSAGES.required)
    .max(NOTIFICATION_KINDS.length),
}).noUnknown();
export type EmailChoicesRequest = InferType<typeof emailChoicesSchema>;

/** A new password: the project's rule, plus the BDE's own details on the server. */
export const passwordChangeSchema = object({
  currentPassword: currentPassword(),
  password: newPasswordField(),
  confirmPassword: string()
    .required(MESSAGES.required)
    .oneOf([ref('password')], SETTINGS_MESSAGES.confirmPassword),
}).noUnknown();
export type PasswordChangeRequest = InferType<typeof passwordChangeSchema>;

/** A bank account as it is ever shown: six X's and its last four digits, XXXXXX1234. */
export function maskAccountNumber(last4: string): string {
  return `XXXXXX${last4}`;
}
