/** Query parameters that carry a secret: the one-click unsubscribe key. */
const SECRET_PARAMETERS = /([?&](?:key|token)=)[^&#]*/gi;
/**
 * Set-up links carried their token in the path until it moved to the fragment: one may still be
 * followed (the page, an older page's API call, or a sign-in page's `next` naming it).
 */
const OLD_SETUP_PATH = /^(\/(?:api\/)?staff\/setup\/)(?!open(?:[?#]|$))[^?#]+/i;
const OLD_SETUP_NEXT = /([?&]next=(?:%2F|\/)staff(?:%2F|\/)setup(?:%2F|\/))[^&#]*/gi;

/** A request's URL as the log writes it: secrets in the query (and an old set-up path) replaced. */
export const redactUrl = (url: string) =>
  url
    .replace(SECRET_PARAMETERS, '$1[redacted]')
    .replace(OLD_SETUP_PATH, '$1[redacted]')
    .replace(OLD_SETUP_NEXT, '$1[redacted]');

/** A secret in a link within text or HTML: a fragment's `#name=value`, or a secret query parameter. */
const SECRETS_IN_LINKS = /([#][a-z]+=|[?&](?:key|token)=)[^\s"'<>&#]+/gi;

/**
 * An email's text, HTML or header with the secret of every link hidden (set-up, reset, confirmation
 * and unsubscribe links), as staff read it in the outbox: reading someone's email must not let the
 * reader act as them.
 */
export const hideLinkSecrets = (text: string) => text.replace(SECRETS_IN_LINKS, '$1[hidden]');
