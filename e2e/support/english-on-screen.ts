// English left on a page in another language (issue 42): every piece of text a person sees or hears
// on it, read from the page as it stands, and the English words among them beyond what may stay in
// Latin letters (acronyms, brand names, the test's own data).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { COMPANY } from '../../shared/content/company';
import { ACRONYMS } from '../../shared/i18n/glossary';
import { REPO_ROOT } from './server';

/**
 * Words that stay in Latin letters in every language: the glossary's acronyms, file types and
 * formats, the time zone, and the company's and its social networks' names.
 */
export const LATIN_WORDS_KEPT: readonly string[] = [
  ...ACRONYMS,
  'PDF',
  'PNG',
  'JPEG',
  'CSV',
  'IST',
  'JSON',
  ...COMPANY.name.split(/[^A-Za-z]+/),
  ...COMPANY.social.map((network) => network.name),
];

/**
 * What is written as it is in any language: a masked number (XXXX XXXX 1234, XXXXXX351Z), and an
 * IFSC or a PAN (the hints' examples, SBIN0001234). The company's postal address is marked lang="en".
 */
const MASKED_OR_CODED = /\bX{4,}[0-9A-Z]*\b|\b[A-Z]{4}0[A-Z0-9]{6}\b|\b[A-Z]{5}[0-9]{4}[A-Z]\b/g;

/**
 * Each piece of text on the page a person meets: every text node of the body, then the aria-label,
 * title, placeholder and alt of each element, skipping scripts and styles, what is hidden (display,
 * visibility, content-visibility) and what is marked as English (`lang="en"`, `lang="en-IN"`). A
 * visually hidden text (read aloud) counts.
 */
export function textsOnScreen(page: Page): Promise<Array<{ text: string; attribute?: string }>> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: Element }).document;
    const skipped = 'script, style, noscript, template, [lang|="en"]';
    const seen = (element: Element) =>
      !element.closest(skipped) &&
      element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
    const texts: Array<{ text: string; attribute?: string }> = [];
    const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = String(node.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      if (text && node.parentElement && seen(node.parentElement)) texts.push({ text });
    }
    for (const element of Array.from(
      doc.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]') as ArrayLike<Element>,
    )) {
      if (!seen(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = String(element.getAttribute(name) ?? '').trim();
        if (value) texts.push({ text: value, attribute: name });
      }
    }
    return texts;
  });
}

/**
 * The English words in `text` (three Latin letters or more in a row), once `data` (the test's own
 * names, codes, companies; matched whole), email and web addresses, masked
 * numbers, IFSCs and PANs are taken out, and beyond `kept` words.
 */
export function englishWordsIn(
  text: string,
  data: readonly string[],
  kept: readonly string[] = LATIN_WORDS_KEPT,
) {
  let rest = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(MASKED_OR_CODED, ' ');
  for (const item of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(item).join(' ');
  return (rest.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !kept.includes(word));
}

/**
 * The texts on the page that hold English words (see englishWordsIn), each once; an attribute's
 * value written as `[aria-label] …`.
 */
export async function englishOnScreen(page: Page, data: readonly string[]) {
  const found = (await textsOnScreen(page))
    .filter(({ text }) => englishWordsIn(text, data).length > 0)
    .map(({ text, attribute }) => (attribute ? `[${attribute}] ${text}` : text));
  return [...new Set(found)];
}

/** `npm run admin -- <args>` against the running server of `dataDir` (over its admin socket); its output. */
export function adminCommand(dataDir: string, args: string[]): string {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'admin.mjs'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.status, `${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}
