import { boolean, object, string, type InferType } from 'yup';
import { COMPANY } from '../content/company';
import { emailField } from './email';
import { requiredText, tooLong } from './fields';
import { MESSAGES } from './messages';
import { STAFF_ROLES } from './staff';
import { PASSWORD_MAX_LENGTH } from './user';
import { newPasswordField } from './user-schema';

/** The name an authenticator app lists the account under, beside the email. */
export const STAFF_TOTP_ISSUER = COMPANY.shortName;

/** An authenticator's code: six digits (spaces between groups are forgiven). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code as it is handed out: three groups of four letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}-?[a-z0-9]{4}-?[a-z0-9]{4}$/i;

/** What people type: spaces dropped (an authenticator shows `123 456`), nothing else changed. */
export const compactCode = (value: string) => value.replace(/\s+/g, '');

export const isTotpCode = (value: string) => TOTP_CODE_PATTERN.test(compactCode(value));
export const isRecoveryCode = (value: string) => RECOVERY_CODE_PATTERN.test(compactCode(value));

export const STAFF_CODE_FORMAT = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
export const STAFF_TOTP_FORMAT = 'Enter the 6-digit code your authenticator app shows now.';
export const STAFF_PASSWORDS_DIFFER = 'The two passwords are not the same.';
/** One answer for every failed sign-in: it never says which part was wrong, or whether the account exists. */
export const STAFF_INVALID_SIGN_IN = 'Invalid email, password or code.';
export const STAFF_SETUP_LINK_DEAD =
  'This set-up link has expired or was already used. Ask an admin for a new one.';
export const STAFF_SETUP_CODE_WRONG =
  'This code is not right. Check that the app has this account and that the time on your phone is correct, then enter the code it shows now.';
export const STAFF_EMAIL_TAKEN = 'A staff member already has this email address.';
export const STAFF_NOT_YOURSELF = 'You cannot do this to your own account. Ask another admin.';
export const STAFF_MEMBER_NOT_FOUND = 'There is no such staff member.';

const MAX_CODE_LENGTH = 32;

/** The page a set-up link opens; its token rides in the fragment, which no request or log carries. */
export const STAFF_SETUP_PAGE = '/staff/setup';
/** The fragment's name for the set-up token: `/staff/setup#token=…`. */
export const STAFF_SETUP_SECRET = 'token';
export const staffSetupPagePath = (token: string) =>
  `${STAFF_SETUP_PAGE}#${STAFF_SETUP_SECRET}=${encodeURIComponent(token)}`;

/** Sign-in checks presence and shape only: the password rules would say something about the account. */
export const staffLoginSchema = object({
  email: requiredText(254),
  password: string().required(MESSAGES.required).max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
  code: string()
    .trim()
    .required(MESSAGES.required)
    .max(MAX_CODE_LENGTH, STAFF_CODE_FORMAT)
    .test('code', STAFF_CODE_FORMAT, (value) => !value || isTotpCode(value) || isRecoveryCode(value)),
}).noUnknown();
export type StaffLoginRequest = InferType<typeof staffLoginSchema>;

/** Finishing set-up: a new password (the users' rules), typed twice, and the authenticator's code. */
export const staffSetupSchema = object({
  password: newPasswordField(),
  confirmPassword: string()
    .required(MESSAGES.required)
    .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH))
    .test('same', STAFF_PASSWORDS_DIFFER, function same(value) {
      return !value || value === this.parent.password;
    }),
  code: string()
    .trim()
    .required(MESSAGES.required)
    .max(MAX_CODE_LENGTH, STAFF_TOTP_FORMAT)
    .test('code', STAFF_TOTP_FORMAT, (value) => !value || isTotpCode(value)),
}).noUnknown();
export type StaffSetupRequest = InferType<typeof staffSetupSchema>;

/** The set-up token as the page sends it, in a body (never in a path or query, which are logged). */
const setupToken = { token: string().required(MESSAGES.required).max(1000, STAFF_SETUP_LINK_DEAD) };

/** Opening a set-up link: the token from the page's fragment. */
export const staffSetupOpenSchema = object(setupToken).noUnknown();
export type StaffSetupOpenRequest = InferType<typeof staffSetupOpenSchema>;

/** Finishing set-up, as sent: the form's fields and the link's token. */
export const staffSetupFinishSchema = staffSetupSchema.shape(setupToken).noUnknown();
export type StaffSetupFinishRequest = InferType<typeof staffSetupFinishSchema>;

export const STAFF_NAME_MAX_LENGTH = 100;

/** Where a member stands: signing in, still to finish set-up (a new or reset account), or turned off. */
export const STAFF_MEMBER_STATES = ['active', 'set-up pending', 'disabled'] as const;
export type StaffMemberState = (typeof STAFF_MEMBER_STATES)[number];

/** An admin adds a person: they get a set-up link to choose a password and an authenticator. */
export const staffMemberAddSchema = object({
  name: requiredText(STAFF_NAME_MAX_LENGTH),
  email: emailField(),
  role: string()
    .required(MESSAGES.required)
    .oneOf([...STAFF_ROLES], 'Choose admin, staff or recruiter.'),
}).noUnknown();
export type StaffMemberAddRequest = InferType<typeof staffMemberAddSchema>;

export const staffMemberAddInitialValues: StaffMemberAddRequest = { name: '', email: '', role: 'staff' };

/** An admin disables a member (their sessions end at once) or enables them again. */
export const staffMemberUpdateSchema = object({
  disabled: boolean().required(MESSAGES.required),
}).noUnknown();
export type StaffMemberUpdateRequest = InferType<typeof staffMemberUpdateSchema>;
