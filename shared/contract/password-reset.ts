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

/**
 * Where the emailed link leads: the sign-in page, whose user sign-in card turns into the new-password
 * form when the fragment carries a token (`/login#reset=…`). Users and BDEs alike; the BDE sign-in is
 * beside it.
 */
export const RESET_PAGE_PATH = '/login';
/** The fragment's name for the token. */
export const RESET_FRAGMENT = 'reset';

export const RESET_TOKEN_MINUTES = 30;

export const PASSWORD_RESET_MESSAGES = {
  sent: 'If an account matches, we have emailed a link to reset its password. It works once, for 30 minutes.',
  badLink: 'This reset link has expired or was already used. Ask for a new one.',
  done: 'Your password is changed. Sign in with the new one.',
} as const;
