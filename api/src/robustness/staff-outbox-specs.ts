import { STAFF_PATHS } from 'shared/contract/staff';
import type { RouteSpec } from './bad-requests';
import { noBody } from './spec-helpers';

/** The back office's outbox (see route-specs.ts): a list, and one email, whose every reading is audited. */
export const STAFF_OUTBOX_SPECS: RouteSpec[] = [
  noBody('GET', STAFF_PATHS.outbox, ['q', 'sort', 'dir', 'after', 'limit', 'status']),
  { ...noBody('GET', STAFF_PATHS.outboxEmail.pattern), auditedRead: true },
];
