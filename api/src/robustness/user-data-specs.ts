import { USER_PATHS } from 'shared/contract/user';
import type { RouteSpec } from './bad-requests';
import { noBody } from './spec-helpers';

/**
 * A user's own data (see route-specs.ts). The export is an audited read. The deletion's example body
 * is well formed but never the account's password, which the fuzzer does not have: no run can delete
 * the signed-in user, and every body is refused (a wrong password too, 400, then 429).
 */
export const USER_DATA_SPECS: RouteSpec[] = [
  { ...noBody('GET', USER_PATHS.exportData.pattern), auditedRead: true },
  {
    method: 'POST',
    url: USER_PATHS.deleteAccount.pattern,
    body: { encoding: 'json', valid: { password: 'not the account password' }, required: ['password'] },
  },
];
