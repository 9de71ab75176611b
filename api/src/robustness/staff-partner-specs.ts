import { REFERRAL_PATHS } from 'shared/contract/referral-link';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { RouteSpec } from './bad-requests';
import { form, noBody } from './spec-helpers';

const LIST_QUERY = ['q', 'sort', 'dir', 'after', 'limit'];

/** A POST of JSON to the row in the route's path. */
function json(url: string, valid: Record<string, unknown>, required: string[], strict: string[]): RouteSpec {
  return { method: 'POST', url, body: { encoding: 'json', valid, required, strict } };
}

/**
 * The back office's partners, business, subscribers and audit log, and how their bodies are broken
 * (see route-specs.ts). A company name or a reason may be any text, so only the fields with a fixed
 * shape are "strict"; a project is sent as a form, as a JSON number is a valid amount.
 */
export const STAFF_PARTNER_SPECS: RouteSpec[] = [
  noBody('GET', STAFF_PATHS.partners, [...LIST_QUERY, 'reviewStatus']),
  noBody('GET', STAFF_PATHS.partner.pattern),
  noBody('GET', REFERRAL_PATHS.staffWeeks.pattern),
  noBody('GET', REFERRAL_PATHS.staffSignUps.pattern),
  // Every opening of a copy is audited.
  { ...noBody('GET', STAFF_PATHS.partnerDocument.pattern), auditedRead: true },
  json(
    STAFF_PATHS.partnerReview.pattern,
    { decision: 'rejected', reason: 'The PAN copy cannot be read.' },
    ['decision', 'reason'],
    ['decision'],
  ),
  json(STAFF_PATHS.partnerPan.pattern, { status: 'inoperative' }, ['status'], ['status']),
  json(
    STAFF_PATHS.partnerProposals.pattern,
    { companyName: 'Acme Foods', status: 'accepted', date: '2024-11-05' },
    ['companyName', 'status'],
    ['status', 'date'],
  ),
  {
    method: 'POST',
    url: STAFF_PATHS.partnerProjects.pattern,
    body: form(
      { companyName: 'Acme Foods', amount: '250000.50', status: 'On Hold', date: '2024-11-05' },
      { required: ['companyName', 'amount', 'status'], strict: ['amount', 'status', 'date'] },
    ),
  },
  json(STAFF_PATHS.project.pattern, { status: 'Completed' }, ['status'], ['status']),
  noBody('GET', STAFF_PATHS.subscribers, LIST_QUERY),
  noBody('POST', STAFF_PATHS.subscriberRemove.pattern),
  { ...noBody('GET', STAFF_PATHS.subscribersCsv, ['q']), auditedRead: true },
  noBody('GET', STAFF_PATHS.audit, [...LIST_QUERY, 'staffId', 'action', 'targetType', 'from', 'to']),
];
