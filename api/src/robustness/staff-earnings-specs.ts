import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { RouteSpec } from './bad-requests';
import { noBody } from './spec-helpers';

/** A POST of JSON to the row in the route's path. */
function json(url: string, valid: Record<string, unknown>, required: string[], strict: string[]): RouteSpec {
  return { method: 'POST', url, body: { encoding: 'json', valid, required, strict } };
}

/**
 * The ledger's staff routes and how their bodies are broken (see route-specs.ts). A valid body of each
 * changes something, so the generated ones (each broken somehow) must all be refused.
 */
export const STAFF_EARNINGS_SPECS: RouteSpec[] = [
  noBody('GET', STAFF_EARNINGS_PATHS.commissionPlans),
  json(
    STAFF_EARNINGS_PATHS.commissionPlans,
    { effectiveFrom: '2099-01-01', directPercent: '10', overridePercents: ['3'], note: 'Board decision' },
    ['effectiveFrom', 'directPercent', 'overridePercents', 'note'],
    ['effectiveFrom', 'directPercent'],
  ),
  noBody('GET', STAFF_EARNINGS_PATHS.projectPayments.pattern),
  json(
    STAFF_EARNINGS_PATHS.projectPayments.pattern,
    { amount: '2500.50', receivedOn: '2024-11-05', mode: 'UPI', bankReference: 'UPI-42' },
    ['amount', 'receivedOn', 'mode', 'bankReference'],
    ['amount', 'receivedOn', 'mode'],
  ),
  json(
    STAFF_EARNINGS_PATHS.paymentReversal.pattern,
    { amount: '1', kind: 'refund', reason: 'Refunded', receivedOn: '2024-11-06' },
    ['amount', 'kind', 'reason', 'receivedOn'],
    ['amount', 'kind', 'receivedOn'],
  ),
  noBody('GET', STAFF_EARNINGS_PATHS.commissions, [
    'q',
    'sort',
    'dir',
    'after',
    'limit',
    'status',
    'bdeCode',
  ]),
  json(
    STAFF_EARNINGS_PATHS.commissionActions,
    { action: 'approve', lineIds: [1] },
    ['action', 'lineIds'],
    ['action'],
  ),
  noBody('GET', STAFF_EARNINGS_PATHS.payouts),
  json(STAFF_EARNINGS_PATHS.payouts, { month: '2024-11' }, ['month'], ['month']),
  noBody('GET', STAFF_EARNINGS_PATHS.payout.pattern),
  { ...noBody('GET', STAFF_EARNINGS_PATHS.payoutBankFile.pattern), auditedRead: true },
  json(STAFF_EARNINGS_PATHS.payoutUtr.pattern, { utr: 'HDFCR5202411209' }, ['utr'], ['utr']),
];
