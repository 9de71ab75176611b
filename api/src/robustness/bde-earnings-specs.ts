import { BDE_EARNINGS_PATHS, STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { RouteSpec } from './bad-requests';
import { noBody } from './spec-helpers';

/** The BDE's earnings, statements and TDS summary, and the partner page's earnings (see route-specs.ts). */
export const BDE_EARNINGS_SPECS: RouteSpec[] = [
  noBody('GET', BDE_EARNINGS_PATHS.earnings.pattern, ['bdeCode']),
  noBody('GET', BDE_EARNINGS_PATHS.statement.pattern, ['bdeCode', 'month', 'format']),
  noBody('GET', BDE_EARNINGS_PATHS.tdsSummary.pattern, ['bdeCode', 'year']),
  noBody('GET', STAFF_EARNINGS_PATHS.partnerEarnings.pattern),
];
