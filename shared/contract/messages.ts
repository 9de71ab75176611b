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

  required: 'This field is required.',
  invalidEmail: 'Please enter a valid email address.',
  emailTooLong: 'An email address can be at most 254 characters.',
  emailLocalTooLong: 'The part before @ can be at most 64 characters.',
  passwordTooShort: 'Password must be at least 8 characters.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has ended. Please sign in again.',
} as const;

/** "<label> must be at least N digits." and its two siblings. */
export function digitsMessages(label: string, digits: number) {
  return {
    tooShort: `${label} must be at least ${digits} digits.`,
    tooLong: `${label} cannot exceed ${digits} digits.`,
    notDigits: `${label} must contain only digits.`,
  };
}
