import { COMPANY } from '../content/company';
import { formatInr } from '../format/inr';
import { MONTH_NAMES } from '../format/month';
import { interpolate, type Translate } from 'shared/i18n/text';
import { EMPLOYMENT_TYPE_LABELS, textBlocks, type OpeningFields, type WorkMode } from './careers';
import type { OpeningListResponse, OpeningResponse, PublicOpening } from './careers-responses';
import { PATHS } from './route-paths';

/**
 * The words the careers pages write about their openings, and the slots and rows they are drawn
 * from. The markup itself is one set of React components (shared/careers), rendered by the server
 * into the pre-rendered page's slots at request time, by the page when it takes them over, and by
 * the back office's preview. Each function writing words takes the careers namespace's translate
 * function (shared/careers/careers-text.ts) for a page in another language; English by default.
 */

/** The element a careers page leaves empty for the server to fill: `<div data-careers-slot="list">`. */
export const CAREERS_SLOT_ATTRIBUTE = 'data-careers-slot';
/**
 * The slots hold content only: the bands and the column around them are the page's own (drawn by
 * React on both sides), so a part the browser adds after takeover, such as the application form,
 * stands in the same column as the server's text.
 */
export type CareersSlot = 'list' | 'intro' | 'opening' | 'apply';
/** The `<script type="application/json">` that carries the rows the server drew the slots from. */
export const CAREERS_DATA_ID = 'careers-data';

/** The rows a careers page was drawn from, for the address it was drawn for. */
export type CareersPageData =
  | ({ path: string; kind: 'list' } & OpeningListResponse)
  | ({ path: string; kind: 'opening' } & OpeningResponse);

/**
 * A page title as routes.ts's pageTitle writes it. The careers pages' scripts use this one: importing
 * pageTitle there would add it to the remote's copy of routes.ts, which the home page loads first.
 */
export const careersPageTitle = (text: string) => `${text} | ${COMPANY.shortName}`;

/** An opening's address on the site: OPENING_ROUTE's, spelt out so the pages' scripts need not carry it. */
export const openingPath = (slug: string) => `${PATHS.careers}/${encodeURIComponent(slug)}`;

/** `2026-12-31` as "31 December 2026": spelt out here, so server and browser write the same words. */
export function formatDay(day: string, t: Translate = interpolate): string {
  const [year, month, date] = day.split('-').map(Number);
  return t('{{day}} {{month}} {{year}}', { day: date!, month: t(MONTH_NAMES[month! - 1]!), year: year! });
}

export function experienceText(
  {
    experienceMinYears: min,
    experienceMaxYears: max,
  }: Pick<OpeningFields, 'experienceMinYears' | 'experienceMaxYears'>,
  t: Translate = interpolate,
) {
  if (max === 0) return t('None needed');
  if (min === max) return t(min === 1 ? '{{years}} year' : '{{years}} years', { years: min });
  if (min === 0) return t(max === 1 ? 'Up to {{years}} year' : 'Up to {{years}} years', { years: max });
  return t('{{min}} to {{max}} years', { min, max });
}

/** Each way of giving a salary, a month or a year: each language orders the amount and its period. */
const SALARY_TEXTS = {
  month: {
    range: '{{min}} to {{max}} a month',
    exact: '{{amount}} a month',
    from: 'From {{amount}} a month',
    upTo: 'Up to {{amount}} a month',
  },
  year: {
    range: '{{min}} to {{max}} a year',
    exact: '{{amount}} a year',
    from: 'From {{amount}} a year',
    upTo: 'Up to {{amount}} a year',
  },
} as const;

/** "₹25,000 to ₹40,000 a month", "Unpaid", or null when no salary is given. */
export function salaryText(
  {
    salaryMin: min,
    salaryMax: max,
    salaryPeriod,
  }: Pick<OpeningFields, 'salaryMin' | 'salaryMax' | 'salaryPeriod'>,
  t: Translate = interpolate,
) {
  if (salaryPeriod === 'unpaid') return t('Unpaid');
  if (!salaryPeriod || (min === null && max === null)) return null;
  const texts = SALARY_TEXTS[salaryPeriod];
  if (min === null || max === null) {
    return min === null
      ? t(texts.upTo, { amount: formatInr(max!) })
      : t(texts.from, { amount: formatInr(min) });
  }
  return min === max
    ? t(texts.exact, { amount: formatInr(min) })
    : t(texts.range, { min: formatInr(min), max: formatInr(max) });
}

/** The place of a role done at or near an office: its city and the work mode (`WORK_MODE_LABELS`'s, in lower case). */
const LOCATION_TEXTS: Record<Exclude<WorkMode, 'remote'>, string> = {
  'on-site': '{{city}} (on site)',
  hybrid: '{{city}} (hybrid)',
};

export function locationText(
  { city, workMode }: Pick<OpeningFields, 'city' | 'workMode'>,
  t: Translate = interpolate,
) {
  return workMode === 'remote' ? t('Remote, anywhere in India') : t(LOCATION_TEXTS[workMode], { city });
}

/** The key facts of an opening, each a label and its value (the staff preview shows the same). */
export function openingFacts(opening: OpeningFields, t: Translate = interpolate): Array<[string, string]> {
  const facts: Array<[string, string | null]> = [
    [t('Type'), t(EMPLOYMENT_TYPE_LABELS[opening.employmentType])],
    [t('Location'), locationText(opening, t)],
    [t('Experience'), experienceText(opening, t)],
    [t('Salary'), salaryText(opening, t)],
    [
      t('Duration'),
      opening.employmentType === 'internship' && opening.durationMonths
        ? t(opening.durationMonths === 1 ? '{{months}} month' : '{{months}} months', {
            months: opening.durationMonths,
          })
        : null,
    ],
    [t('Apply by'), opening.closesOn ? formatDay(opening.closesOn, t) : null],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null);
}

/** The first paragraph of the description, at most about `length` characters, cut at a word. */
export function openingSummary(opening: PublicOpening, length = 220): string {
  const first = textBlocks(opening.description).find((block) => block.kind === 'paragraph');
  const text = first?.text ?? '';
  if (text.length <= length) return text;
  return `${text.slice(0, text.lastIndexOf(' ', length)).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * What search results and shared links show (at most 150 characters): the facts that matter, then the
 * summary, in the page's language.
 */
export function openingMetaDescription(opening: PublicOpening, t: Translate = interpolate): string {
  const lead = t('{{type}}, {{location}}.', {
    type: t(EMPLOYMENT_TYPE_LABELS[opening.employmentType]),
    location: locationText(opening, t),
  });
  return `${lead} ${openingSummary(opening, 148 - lead.length)}`.trim();
}

/** The id of the heading that names an opening's band (`OPENING_ABOUT_ID`), which the page's band is labelled by. */
export const OPENING_ABOUT_ID = 'opening-about';
