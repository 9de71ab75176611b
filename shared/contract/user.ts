import { pathParam } from './api-path';

export const USER_PATHS = {
  register: '/api/User/register',
  login: '/api/User/login',
  logout: '/api/User/logout',
  username: pathParam('/api/User/username/:userId'),
  update: pathParam('/api/User/update/:userId'),
  /** Saves the account's language alone (the header's language menu). */
  language: pathParam('/api/User/language/:userId'),
  /** Everything the site holds about the user, as a JSON download. */
  exportData: pathParam('/api/User/export/:userId'),
  /** Deletes the account, with its password. */
  deleteAccount: pathParam('/api/User/delete/:userId'),
} as const;

/** A 400 whose title contains "already" or "exists" means the email has an account. */
export function isEmailTakenTitle(title: string): boolean {
  return /already|exists/i.test(title);
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
