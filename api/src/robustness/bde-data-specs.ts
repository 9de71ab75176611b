import { BDE_DATA_PATHS, STAFF_ERASURE_PATHS } from 'shared/contract/bde-data';
import type { RouteSpec } from './bad-requests';
import { noBody } from './spec-helpers';

/**
 * A BDE's export and erasure request, and the back office's handling of erasure requests (see
 * route-specs.ts). A reason may be any text, so no field is "strict"; carrying out takes no body.
 */
export const BDE_DATA_SPECS: RouteSpec[] = [
  // Every export is audited.
  { ...noBody('GET', BDE_DATA_PATHS.myData.pattern, ['bdeCode']), auditedRead: true },
  noBody('GET', BDE_DATA_PATHS.erasureRequest.pattern, ['bdeCode']),
  {
    method: 'POST',
    url: BDE_DATA_PATHS.erasureRequest.pattern,
    body: { encoding: 'json', valid: { reason: 'I no longer work with the company.' } },
    query: ['bdeCode'],
  },
  noBody('GET', STAFF_ERASURE_PATHS.requests),
  noBody('POST', STAFF_ERASURE_PATHS.erase.pattern),
  {
    method: 'POST',
    url: STAFF_ERASURE_PATHS.decline.pattern,
    body: {
      encoding: 'json',
      valid: { reason: 'Your commission for March is still being paid.' },
      required: ['reason'],
    },
  },
];
