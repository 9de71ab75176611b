import { STAFF_PATHS } from 'shared/contract/staff';
import type { RouteSpec } from './bad-requests';
import { PASSWORD, noBody } from './spec-helpers';

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
  },
  noBody('POST', STAFF_PATHS.logout),
  noBody('GET', STAFF_PATHS.session),
  noBody('GET', STAFF_PATHS.setup.pattern),
  {
    method: 'POST',
    url: STAFF_PATHS.setup.pattern,
    body: {
      encoding: 'json',
      valid: { password: PASSWORD, confirmPassword: PASSWORD, code: '123456' },
      required: ['password', 'confirmPassword', 'code'],
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
