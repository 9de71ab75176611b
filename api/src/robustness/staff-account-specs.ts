import { STAFF_PATHS } from 'shared/contract/staff';
import type { RouteSpec } from './bad-requests';
import { PASSWORD, noBody } from './spec-helpers';

/** A set-up token of the right shape that no member holds. */
const SETUP_TOKEN = 'A'.repeat(43);

/** The back office's routes of this group and how their bodies are broken (see route-specs.ts). */
export const STAFF_ACCOUNT_SPECS: RouteSpec[] = [
  {
    method: 'POST',
    url: STAFF_PATHS.login,
    body: {
      encoding: 'json',
      valid: { email: 'fuzz@example.com', password: PASSWORD, code: '123456' },
      required: ['email', 'password', 'code'],
      strict: ['email', 'code'],
    },
    // A failed sign-in writes its audit row: that is the record of the attempt, not a change.
    auditedRead: true,
  },
  noBody('POST', STAFF_PATHS.logout),
  noBody('GET', STAFF_PATHS.session),
  {
    method: 'POST',
    url: STAFF_PATHS.setupOpen,
    body: { encoding: 'json', valid: { token: SETUP_TOKEN }, required: ['token'], strict: [] },
  },
  {
    method: 'POST',
    url: STAFF_PATHS.setup,
    body: {
      encoding: 'json',
      valid: { token: SETUP_TOKEN, password: PASSWORD, confirmPassword: PASSWORD, code: '123456' },
      required: ['token', 'password', 'confirmPassword', 'code'],
      strict: ['code'],
    },
  },
  noBody('GET', STAFF_PATHS.members, ['q', 'sort', 'dir', 'after', 'limit', 'role', 'state']),
  {
    method: 'POST',
    url: STAFF_PATHS.members,
    body: {
      encoding: 'json',
      valid: { name: 'Fuzz Staff', email: 'fuzz.staff@example.com', role: 'staff' },
      required: ['name', 'email', 'role'],
      strict: ['email', 'role'],
    },
  },
  {
    method: 'POST',
    url: STAFF_PATHS.member.pattern,
    body: { encoding: 'json', valid: { disabled: true }, required: ['disabled'], strict: ['disabled'] },
  },
  noBody('POST', STAFF_PATHS.memberReset.pattern),
];
