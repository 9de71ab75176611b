import crypto from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  CAREERS_DATA_ID,
  CAREERS_SLOT_ATTRIBUTE,
  openingMetaDescription,
  openingPath,
  type CareersPageData,
  type CareersSlot,
} from 'shared/contract/careers-view';
import { LANGUAGES, type Language } from 'shared/contract/account-language';
import { escapeHtml, writePageHead } from 'shared/contract/page-head';
import { alternateLinks, pathInLanguage } from 'shared/contract/page-languages';
import { OPENING_ROUTE, ROUTES, SITE_ORIGIN_PLACEHOLDER, pageTitle } from 'shared/contract/routes';
import { careersSlots } from 'shared/careers/careers-slots';
import { careersTranslate, inLanguage } from 'shared/careers/server-text';
import type { Db } from '../../db/client';
import { todayInIndia } from '../../lib/india-time';
import type { PageData, PageDataSource } from '../../lib/page-data';
import { jsonInScript } from '../../lib/page-documents';
import { jobPosting } from './job-posting';
import { findPublicOpening, listOpenOpenings } from './openings-service';
import { trimTrailingSlashes } from '../../lib/trim-trailing-slashes';

/** The empty places the careers pages leave at build time: `<div … data-careers-slot="list"></div>`. */
const SLOTS = new RegExp(`(<div\\b[^>]*\\s${CAREERS_SLOT_ATTRIBUTE}="(\\w+)"[^>]*>)</div>`, 'g');

/** The address the build gave the opening's template in a language (`/te/careers/:slug`), quoted. */
const templateAddress = (language: Language) =>
  `"${SITE_ORIGIN_PLACEHOLDER}${pathInLanguage(language, OPENING_ROUTE.path)}"`;

/** The canonical link the build wrote into the page, which the opening's addresses in each language follow. */
const CANONICAL_LINK = /<link rel="canonical" href="[^"]*">/;

/**
 * Each slot with its part, rendered by React as the page hydrates it (renderToString, so the text
 * between its elements matches) in the page's language, and the rows it was drawn from (for the
 * address as requested, which the page compares with its own) so the page takes it over drawing the same.
 */
function writeData(html: string, data: CareersPageData, language: Language): string {
  const parts: Partial<Record<string, ReactElement>> = careersSlots(data);
  const filled = html.replace(SLOTS, (slot, open: string, name: CareersSlot) => {
    const part = parts[name];
    return part === undefined ? slot : `${open}${renderToString(inLanguage(language, part))}</div>`;
  });
  const rows = `<script type="application/json" id="${CAREERS_DATA_ID}">${jsonInScript(data)}</script>`;
  return filled.replace('</body>', () => `${rows}</body>`);
}

/**
 * The header's links to this page in each language: the build wrote the template's address
 * (`/te/careers/:slug`), and the browser keeps the server's attributes as it hydrates.
 */
function writeLanguageLinks(html: string, slug: string): string {
  return LANGUAGES.reduce(
    (page, language) =>
      page.replaceAll(
        `href="${pathInLanguage(language, OPENING_ROUTE.path)}"`,
        () => `href="${escapeHtml(pathInLanguage(language, openingPath(slug)))}"`,
      ),
    html,
  );
}

/**
 * The opening's own head in the page's language: title, description, its address there and in each
 * language (`hreflang`, as the build writes for every other page), and JobPosting data while it takes
 * applications. A closed opening is kept out of search engines: it names no other address.
 */
function writeOpeningHead(
  html: string,
  { opening, closed }: Extract<CareersPageData, { kind: 'opening' }>,
  language: Language,
) {
  const address = SITE_ORIGIN_PLACEHOLDER + pathInLanguage(language, openingPath(opening.slug));
  const page = writePageHead(html, {
    title: pageTitle(opening.title),
    description: openingMetaDescription(opening, careersTranslate(language)),
    indexable: !closed,
  }).replaceAll(templateAddress(language), () => `"${escapeHtml(address)}"`);
  if (closed) return page;
  const alternates = alternateLinks(SITE_ORIGIN_PLACEHOLDER, openingPath(opening.slug));
  const linked = page.replace(CANONICAL_LINK, (canonical) => `${canonical}${alternates}`);
  const posting = jsonInScript(jobPosting(opening, SITE_ORIGIN_PLACEHOLDER, language));
  return linked.replace('</head>', () => `<script type="application/ld+json">${posting}</script></head>`);
}

function pageData(data: CareersPageData, language: Language, closed = false): PageData {
  return {
    status: closed ? 410 : 200,
    indexable: !closed,
    version: crypto.createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 16),
    fill: (html) =>
      writeData(
        data.kind === 'opening'
          ? writeLanguageLinks(writeOpeningHead(html, data, language), data.opening.slug)
          : html,
        data,
        language,
      ),
  };
}

/** The slug a path names, or null when it cannot be decoded. */
function slugOf(pathname: string): string | null {
  try {
    return decodeURIComponent(trimTrailingSlashes(pathname).split('/').pop() ?? '');
  } catch {
    return null;
  }
}

/**
 * The careers pages' data, for the page the server composes: the open openings for /careers, one
 * opening for /careers/<slug> (404 for none or a draft, 410 and noindex once closed or expired), each
 * in the page's language where staff wrote it (`englishFields` names the texts left in English).
 */
export function careersPages({ db, now }: { db: Db; now: () => number }): PageDataSource {
  return async (route, pathname, language = 'en') => {
    const today = todayInIndia(now());
    if (route.path === ROUTES.careers.path) {
      const openings = await listOpenOpenings(db, today, language);
      return pageData({ path: pathname, kind: 'list', openings }, language);
    }
    if (route.path !== OPENING_ROUTE.path) return null;
    const slug = slugOf(pathname);
    const found = slug ? await findPublicOpening(db, slug, today, language) : null;
    if (!found) return { status: 404, indexable: false, version: '', fill: (html) => html };
    return pageData({ path: pathname, kind: 'opening', ...found }, language, found.closed);
  };
}
