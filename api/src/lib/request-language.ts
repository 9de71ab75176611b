import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from 'shared/contract/account-language';

/** Only this much of the header is read, and this many of its entries: it is anyone's to send. */
const MAX_HEADER_LENGTH = 256;
const MAX_ENTRIES = 16;

/** A weight of zero: the client refuses the language (`te;q=0`). */
const REFUSED = /;\s*q\s*=\s*0(?:\.0{0,3})?\s*$/i;

/**
 * The first of the site's languages an `Accept-Language` header names (its primary subtag: `te-IN`
 * is Telugu), in the header's order; English when it names none. The browser's API client sends the
 * page's language alone (shared/i18n/page-language.ts); a browser's or a script's own header is read
 * the same way. Bounded: a long or many-valued header is cut, never parsed whole.
 */
export function languageOfHeader(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  const entries = value.slice(0, MAX_HEADER_LENGTH).split(',', MAX_ENTRIES);
  for (const entry of entries) {
    if (REFUSED.test(entry)) continue;
    const primary = entry.split(';', 1)[0].trim().split('-', 1)[0].toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language of the page a request was sent from (see `languageOfHeader`). */
export const requestLanguage = (request: FastifyRequest): Language =>
  languageOfHeader(request.headers['accept-language']);
