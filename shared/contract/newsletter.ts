export const NEWSLETTER_SUBSCRIBE_PATH = '/api/NewsLetterSubscriber/subscribe';

export type NewsletterRequest = { emailAddress: string };

/** The confirmation and the ways to leave (double opt-in: see newsletter-subscription.ts). */
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
