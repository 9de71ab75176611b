import { XSRF_COOKIE, XSRF_SECURE_COOKIE } from '../contract/health';

export function readCookie(name: string, cookieString: string): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function readXsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const cookies = document.cookie;
  return readCookie(XSRF_SECURE_COOKIE, cookies) ?? readCookie(XSRF_COOKIE, cookies);
}

/** Only non-GET calls to this site's own relative URLs carry the anti-forgery header. */
export function needsXsrfHeader(method: string | undefined, url: string): boolean {
  const verb = (method ?? 'GET').toUpperCase();
  const isRelative = !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
  return isRelative && verb !== 'GET' && verb !== 'HEAD' && verb !== 'OPTIONS';
}
