import { RETENTION_DAYS } from './retention';
import { PATHS } from './route-paths';

/**
 * Double opt-in and leaving the newsletter. Subscribing emails a confirmation link; only confirmed
 * addresses get newsletters, and an address nobody confirms is forgotten after a week. Every newsletter
 * carries a one-click unsubscribe (RFC 8058 headers for mail programs, and a link to the page). The
 * API's paths are in newsletter.ts.
 *
 * The page the emails' links open: the privacy policy, so that a person confirms their consent with
 * the notice in front of them, and withdraws it where their rights are explained. The fragment carries
 * the token or key, which no request or log sees.
 */
export const NEWSLETTER_PAGE_PATH = PATHS.privacy;
export const CONFIRM_FRAGMENT = 'confirm';
export const UNSUBSCRIBE_FRAGMENT = 'unsubscribe';

/** A confirmation link works this long; then the retention job forgets the address. */
export const CONFIRM_LINK_DAYS = RETENTION_DAYS.unconfirmedSubscriptions;
/**
 * Subscribing again while unconfirmed re-sends the link, but not sooner than this after the last one,
 * and no more than CONFIRM_SENDS_MAX links in all: the box must not become a way to flood an inbox.
 */
export const CONFIRM_RESEND_MINUTES = 5;
export const CONFIRM_SENDS_MAX = 3;

export const NEWSLETTER_MESSAGES = {
  confirmed: 'Your subscription is confirmed. Thank you!',
  badConfirmLink: 'This confirmation link has expired or was already used. Subscribe again to get a new one.',
  unsubscribed: 'You are unsubscribed. You will get no more newsletters from us.',
  badUnsubscribeLink: 'This unsubscribe link is not valid, or the address has already left the list.',
} as const;
