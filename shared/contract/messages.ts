import { validationText } from './validation-message';
import { PASSWORD_MIN_LENGTH } from './user';

/** An email address is at most 254 characters, 64 of them before the @ (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/**
 * Every user-facing text of the specification's error catalogue, used verbatim.
 * Some carry the original product's spelling and spacing on purpose; do not "fix" them.
 */
export const MESSAGES = {
  genericError: 'Something went wrong. Please try again later.',

  newsletterSubscribed: 'Subscribed successfully!',
  newsletterAlreadySubscribed: 'This email is already subscribed.',

  contactSent: 'Your message has been sent successfully! ',
  contactInvalid: 'Please fill all required fields correctly.',

  clientInfoSaved: 'success',

  userLoginRequired: 'Please fill in all required fields.',
  userLoginFailed: 'login failed',
  userLoginNoUsername: 'The API did not return a valid username.',

  signUpRequired: 'Please fill in all required fields.',
  signUpSuccess: 'Registration successful!',
  signUpError: 'Registration error',
  signUpEmailTaken: 'This email is already registered. Please use another one.',
  signUpBadInput: 'Registration failed. Please check your input.',

  userUpdateSuccess: 'Profile updated successfully!',
  userUpdateFailed: 'Failed to update profile. Please try again later.',
  userIdNotFound: 'User ID not found!',

  bdeLoginSuccess: 'logined sucess',
  bdeLoginFailed: 'login failed',
  bdeInvalidCredentials: 'Invalid credentials',
  bdeEndpointNotFound: 'API endpoint not found',
  bdeLoginOther: 'Something went wrong. Please try again',

  bdeRegisterInvalid: 'Please fill all required fields',
  bdeRegisterSuccess: 'register successfully',
  bdeRegisterNext: 'After Business Development Executive Login...',
  bdeRegisterFailed: 'register Failed',

  bdeProfileNoCode: 'No BDE Code found in localStorage',
  bdeProfileFailed: 'Failed to fetch profile',

  noProjectsForBde: 'No projects found for this BDE Code.',

  required: validationText('validation.required'),
  invalidEmail: validationText('validation.email.invalid'),
  emailTooLong: validationText('validation.email.tooLong', { max: EMAIL_MAX_LENGTH }),
  emailLocalTooLong: validationText('validation.email.localTooLong', { max: EMAIL_LOCAL_MAX_LENGTH }),
  passwordTooShort: validationText('validation.password.tooShort', { min: PASSWORD_MIN_LENGTH }),
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has ended. Please sign in again.',
} as const;

const DIGITS_KEYS = {
  mobile: ['validation.mobile.tooShort', 'validation.mobile.tooLong', 'validation.mobile.notDigits'],
  aadhar: ['validation.aadhar.tooShort', 'validation.aadhar.tooLong', 'validation.aadhar.notDigits'],
} as const;

/** "Mobile number must be at least 10 digits." and its two siblings, for each field of digits. */
export function digitsMessages(field: keyof typeof DIGITS_KEYS, digits: number) {
  const [tooShort, tooLong, notDigits] = DIGITS_KEYS[field];
  return {
    tooShort: validationText(tooShort, { digits }),
    tooLong: validationText(tooLong, { digits }),
    notDigits: validationText(notDigits),
  };
}
