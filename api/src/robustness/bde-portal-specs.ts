import { BDE_PORTAL_PATHS } from 'shared/contract/bde-portal';
import { REFERRAL_PATHS } from 'shared/contract/referral-link';
import type { RouteSpec } from './bad-requests';
import { noBody } from './spec-helpers';

/**
 * The BDE portal's live screens and how their bodies are broken (see route-specs.ts). Each takes the
 * BDE's code in the query, which the suite also sends with the signed-in BDE's real code.
 */
export const BDE_PORTAL_SPECS: RouteSpec[] = [
  noBody('GET', BDE_PORTAL_PATHS.leads.pattern, ['bdeCode', 'q', 'status', 'sort', 'dir', 'after', 'limit']),
  noBody('GET', BDE_PORTAL_PATHS.clients.pattern, ['bdeCode']),
  noBody('GET', BDE_PORTAL_PATHS.followUps.pattern, ['bdeCode']),
  {
    method: 'POST',
    url: BDE_PORTAL_PATHS.followUps.pattern,
    // Done needs a note; a blank next date is no date, which done does not need.
    body: {
      encoding: 'json',
      valid: { leadId: 1, action: 'done', note: 'Called; sending a quote.', nextDate: '' },
      required: ['leadId', 'action', 'note'],
      strict: ['action', 'nextDate'],
    },
    query: ['bdeCode'],
  },
  noBody('GET', BDE_PORTAL_PATHS.proposals.pattern, ['bdeCode']),
  noBody('GET', BDE_PORTAL_PATHS.overview.pattern, ['bdeCode']),
  noBody('GET', BDE_PORTAL_PATHS.reports.pattern, ['bdeCode']),
  noBody('GET', BDE_PORTAL_PATHS.team.pattern, ['bdeCode']),
  // The personal link: the signed-in BDE's own, so no code is given; the referrer is anyone's.
  noBody('GET', REFERRAL_PATHS.link),
  noBody('GET', REFERRAL_PATHS.stats),
  noBody('GET', REFERRAL_PATHS.referrer),
];
