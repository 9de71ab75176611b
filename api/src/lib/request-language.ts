import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from 'shared/contract/account-language';

/** Only this much of the header is read, and this many of its entries: it is anyone's to send. */
const MAX_HEADER_LENGTH = 256;
const MAX_ENTRIES = 16;

/** An entry's weight (`;q=0.8`); 1 when it gives none, 0 when it is not a number from 0 to 1. */
const WEIGHT = /;\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i;

function weightOf(entry: string): number {
  if (!entry.includes(';')) return 1;
  const match = WEIGHT.exec(entry);
  const weight = match ? Number(match[1]) : 0;
  return weight <= 1 ? weight : 0;
}

/**
 * The site's language an `Accept-Language` header weighs highest (its primary subtag: `te-IN` is
 * Telugu; among equal weights, the first named); English when it names none, or refuses each it names
 * (`te;q=0`). The browser's API client sends the page's language alone (shared/i18n/page-language.ts);
 * a browser's or a script's own header is read the same way. Bounded: a long or many-valued header is
 * cut, never parsed whole.
 */
export function languageOfHeader(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  const entries = value.slice(0, MAX_HEADER_LENGTH).split(',', MAX_ENTRIES);
  let best: { language: Language; weight: number } | undefined;
  for (const entry of entries) {
    const weight = weightOf(entry);
    const primary = entry.split(';', 1)[0]!.trim().split('-', 1)[0]!.toLowerCase();
    if (weight > 0 && isLanguage(primary) && (!best || weight > best.weight))
      best = { language: primary, weight };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** The language of the page a request was sent from (see `languageOfHeader`). */
export const requestLanguage = (request: FastifyRequest): Language =>
  languageOfHeader(request.headers['accept-language']);
