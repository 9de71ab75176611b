/**
 * Set-up links carried their token in the path until it moved to the fragment: one may still be
 * followed (the page, an older page's API call, or a sign-in page's `next` naming it).
 */
const OLD_SETUP_PATH = /^(\/(?:api\/)?staff\/setup\/)(?!open(?:[?#]|$))[^?#]+/i;
const OLD_SETUP_NEXT = /([?&]next=(?:%2F|\/)staff(?:%2F|\/)setup(?:%2F|\/))[^&#]*/gi;

/**
 * Query parameters whose values name no one: statuses, pages, months, formats, codes of the site's
 * own records. Any other value (a search, an email typed into one) is replaced: a staff search for
 * someone's name or address must not land in the log.
 */
const PLAIN_PARAMETERS = new Set([
  'bdeCode',
  'status',
  'reviewStatus',
  'stage',
  'format',
  'month',
  'year',
  'limit',
  'cursor',
  'sort',
  'dir',
  'tab',
  'openingId',
  'next',
]);
/** The URL with the value of every query parameter not in PLAIN_PARAMETERS replaced. */
function unnamedValues(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const fragment = url.indexOf('#', query);
  const end = fragment < 0 ? url.length : fragment;
  const pairs = url
    .slice(query + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      return equals < 0 || PLAIN_PARAMETERS.has(name) ? pair : `${name}=[redacted]`;
    });
  return `${url.slice(0, query + 1)}${pairs.join('&')}${url.slice(end)}`;
}

/**
 * A request's URL as the log writes it: secrets and searches in the query (and an old set-up path)
 * replaced.
 */
export const redactUrl = (url: string) =>
  unnamedValues(url.replace(OLD_SETUP_PATH, '$1[redacted]').replace(OLD_SETUP_NEXT, '$1[redacted]'));

/** A secret in a link within text or HTML: a fragment's `#name=value`, or a secret query parameter. */
const SECRETS_IN_LINKS = /([#][a-z]+=|[?&](?:key|token)=)[^\s"'<>&#]+/gi;

/**
 * An email's text, HTML or header with the secret of every link hidden (set-up, reset, confirmation
 * and unsubscribe links), as staff read it in the outbox: reading someone's email must not let the
 * reader act as them.
 */
export const hideLinkSecrets = (text: string) => text.replace(SECRETS_IN_LINKS, '$1[hidden]');
