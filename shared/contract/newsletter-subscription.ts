import { RETENTION_DAYS } from './retention';

/**
 * Double opt-in and leaving the newsletter. Subscribing emails a confirmation link; only confirmed
 * addresses get newsletters, and an address nobody confirms is forgotten after a week. Every newsletter
 * carries a one-click unsubscribe (RFC 8058 headers for mail programs, and a link to the page).
 */
export const NEWSLETTER_PATHS = {
  /** POST `{ token }`: the confirmation link's token. */
  confirm: '/api/NewsLetterSubscriber/confirm',
  /** POST `{ key }`: the unsubscribe page's button. */
  unsubscribe: '/api/NewsLetterSubscriber/unsubscribe',
  /**
   * POST `?key=…` with the body `List-Unsubscribe=One-Click` (RFC 8058): what a mail program sends
   * from the List-Unsubscribe header, from its own servers, without a page or a cookie.
   */
  oneClickUnsubscribe: '/api/NewsLetterSubscriber/one-click-unsubscribe',
} as const;

/** The page the emails' links open; the fragment carries the token or key, which no request or log sees. */
export const NEWSLETTER_PAGE_PATH = '/newsletter';
export const CONFIRM_FRAGMENT = 'confirm';
export const UNSUBSCRIBE_FRAGMENT = 'unsubscribe';

/** A confirmation link works this long; then the retention job forgets the address. */
export const CONFIRM_LINK_DAYS = RETENTION_DAYS.unconfirmedSubscriptions;
/** Subscribing again while unconfirmed re-sends the link, but not sooner than this after the last one. */
export const CONFIRM_RESEND_MINUTES = 5;

export const NEWSLETTER_MESSAGES = {
  confirmed: 'Your subscription is confirmed. Thank you!',
  badConfirmLink: 'This confirmation link has expired or was already used. Subscribe again to get a new one.',
  unsubscribed: 'You are unsubscribed. You will get no more newsletters from us.',
  badUnsubscribeLink: 'This unsubscribe link is not valid, or the address has already left the list.',
} as const;
