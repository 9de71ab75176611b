const HIDDEN = '***';

/** The secret parts of an SMTP URL (its password and user name), as they may appear in text. */
function secretsOf(smtpUrl: string): string[] {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return [smtpUrl];
  }
  const parts = [url.password, url.username].filter(Boolean);
  const decoded = parts.map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  // The longest first, so a password that contains the user name is hidden whole.
  return [...new Set([...parts, ...decoded])].sort((a, b) => b.length - a.length);
}

const SCHEME_END = /[a-z0-9+.-]/i;
const USERINFO_END = /[\s/@]/;

/**
 * Every `scheme://user:pass@` in `text` with its user and password hidden. Walked from one `://` to the
 * next, each character looked at about once: a pattern for it (`\b[a-z][a-z0-9+.-]*:\/\/[^\s/@]*@`)
 * backtracks quadratically over text such as `a.a.a.a…`, and error messages can quote what a client sent.
 */
function hideUrlCredentials(text: string): string {
  let out = '';
  let from = 0;
  for (let sep = text.indexOf('://'); sep > 0; sep = text.indexOf('://', sep + 3)) {
    if (!SCHEME_END.test(text[sep - 1])) continue;
    let end = sep + 3;
    while (end < text.length && !USERINFO_END.test(text[end])) end += 1;
    if (text[end] !== '@') continue;
    out += `${text.slice(from, sep + 3)}${HIDDEN}`;
    from = end;
  }
  return out + text.slice(from);
}

/**
 * Text fit for a log line or the outbox's `last_error`: the SMTP URL's password and user name
 * hidden, wherever they appear, as are the credentials of any URL in it (`smtp://user:pass@host`).
 */
export function redactCredentials(text: string, smtpUrl: string | undefined): string {
  let safe = hideUrlCredentials(text);
  for (const secret of smtpUrl ? secretsOf(smtpUrl) : []) {
    safe = safe.split(secret).join(HIDDEN);
  }
  return safe;
}

/** The SMTP URL as it may be logged: scheme, host and port; the credentials hidden. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.username ? `${HIDDEN}@` : ''}${url.host}`;
}

const MAX_ERROR_LENGTH = 500;

/** A failed attempt's error as the outbox records it: its code and the server's reply, redacted, short. */
export function describeSendError(error: unknown, smtpUrl: string | undefined): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = [typeof code === 'string' ? code : '', typeof message === 'string' ? message : String(error)]
    .filter(Boolean)
    .join(': ');
  const safe = redactCredentials(text.replace(/\s+/g, ' ').trim(), smtpUrl);
  return safe.length > MAX_ERROR_LENGTH ? `${safe.slice(0, MAX_ERROR_LENGTH - 1)}…` : safe;
}
