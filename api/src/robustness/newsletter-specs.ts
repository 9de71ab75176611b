import { NEWSLETTER_PATHS } from 'shared/contract/newsletter';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { RouteSpec } from './bad-requests';
import { noBody } from './spec-helpers';

/**
 * The newsletter's confirmation and ways out, and an admin's newsletter (see route-specs.ts). A live
 * token or key is never generated; a valid newsletter body would be sent, so only broken ones are.
 */
export const NEWSLETTER_SPECS: RouteSpec[] = [
  {
    method: 'POST',
    url: NEWSLETTER_PATHS.confirm,
    body: { encoding: 'json', valid: { token: 'not-a-live-token' }, required: ['token'] },
  },
  {
    method: 'POST',
    url: NEWSLETTER_PATHS.unsubscribe,
    body: { encoding: 'json', valid: { key: '0'.repeat(32) }, required: ['key'] },
  },
  noBody('POST', NEWSLETTER_PATHS.oneClickUnsubscribe, ['key']),
  noBody('GET', NEWSLETTER_PATHS.oneClickUnsubscribe, ['key']),
  {
    method: 'POST',
    url: STAFF_PATHS.newsletterIssue,
    body: {
      encoding: 'json',
      valid: { subject: 'News', text: 'Text' },
      required: ['subject', 'text'],
    },
  },
];
