/** Query parameters that carry a secret: the one-click unsubscribe key. */
const SECRET_PARAMETERS = /([?&](?:key|token)=)[^&#]*/gi;

/** A request's URL as the log writes it: secrets in the query replaced, the rest as it came. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMETERS, '$1[redacted]');
