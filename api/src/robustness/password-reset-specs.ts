import { PASSWORD_RESET_PATHS } from 'shared/contract/password-reset';
import type { RouteSpec } from './bad-requests';

/**
 * Forgotten passwords (see route-specs.ts). Asking for a link is accepted for any well-formed
 * address or user name (the answer must not tell whether an account exists), so only malformed
 * ones are generated; a reset needs a live token, which the fuzzer never has.
 */
export const PASSWORD_RESET_SPECS: RouteSpec[] = [
  {
    method: 'POST',
    url: PASSWORD_RESET_PATHS.user,
    body: { encoding: 'json', valid: { email: 'fuzz@example.com' }, required: ['email'], strict: ['email'] },
  },
  {
    method: 'POST',
    url: PASSWORD_RESET_PATHS.bde,
    body: { encoding: 'json', valid: { login: 'fuzz.user' }, required: ['login'], strict: ['login'] },
  },
  {
    method: 'POST',
    url: PASSWORD_RESET_PATHS.reset,
    body: {
      encoding: 'json',
      valid: { token: 'not-a-live-token', password: 'correct horse battery' },
      required: ['token', 'password'],
    },
  },
];
