import { REMOTE_FAILURES_PATH } from 'shared/contract/remote-failures';
import type { RouteSpec } from './bad-requests';

/**
 * The shell's failure beacon (see route-specs.ts). Its valid body names a release no one was served,
 * so even a body the generators leave whole is refused and counts nothing.
 */
export const REMOTE_FAILURE_SPECS: RouteSpec[] = [
  {
    method: 'POST',
    url: REMOTE_FAILURES_PATH,
    body: {
      encoding: 'form',
      valid: { remote: 'marketing', release: '0000000000000000', kind: 'load' },
      required: ['remote', 'release', 'kind'],
      strict: ['remote', 'release', 'kind'],
    },
  },
];
