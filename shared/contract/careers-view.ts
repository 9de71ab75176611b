import { COMPANY } from '../content/company';
import { formatInr } from '../format/inr';
import { MONTH_NAMES } from '../format/month';
import { EMPLOYMENT_TYPE_LABELS, WORK_MODE_LABELS, textBlocks, type OpeningFields } from './careers';
import type { OpeningListResponse, OpeningResponse, PublicOpening } from './careers-responses';
import { PATHS } from './route-paths';

/**
 * The words the careers pages write about their openings, and the slots and rows they are drawn
 * from. The markup itself is one set of React components (shared/careers), rendered by the server
 * into the pre-rendered page's slots at request time, by the page when it takes them over, and by
 * the back office's preview.
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
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTH_NAMES[month! - 1]} ${year}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export function experienceText({
  experienceMinYears: min,
  experienceMaxYears: max,
}: Pick<OpeningFields, 'experienceMinYears' | 'experienceMaxYears'>) {
  if (max === 0) return 'None needed';
  if (min === max) return plural(min, 'year');
  return min === 0 ? `Up to ${plural(max, 'year')}` : `${min} to ${max} years`;
}

/** "₹25,000 to ₹40,000 a month", "Unpaid", or null when no salary is given. */
export function salaryText({
  salaryMin: min,
  salaryMax: max,
  salaryPeriod,
}: Pick<OpeningFields, 'salaryMin' | 'salaryMax' | 'salaryPeriod'>) {
  if (salaryPeriod === 'unpaid') return 'Unpaid';
  if (!salaryPeriod || (min === null && max === null)) return null;
  const per = salaryPeriod === 'month' ? 'a month' : 'a year';
  if (min === null || max === null) {
    return min === null ? `Up to ${formatInr(max!)} ${per}` : `From ${formatInr(min)} ${per}`;
  }
  return min === max ? `${formatInr(min)} ${per}` : `${formatInr(min)} to ${formatInr(max)} ${per}`;
}

export function locationText({ city, workMode }: Pick<OpeningFields, 'city' | 'workMode'>) {
  return workMode === 'remote'
    ? 'Remote, anywhere in India'
    : `${city} (${WORK_MODE_LABELS[workMode].toLowerCase()})`;
}

/** The key facts of an opening, each a label and its value (the staff preview shows the same). */
export function openingFacts(opening: OpeningFields): Array<[string, string]> {
  const facts: Array<[string, string | null]> = [
    ['Type', EMPLOYMENT_TYPE_LABELS[opening.employmentType]],
    ['Location', locationText(opening)],
    ['Experience', experienceText(opening)],
    ['Salary', salaryText(opening)],
    [
      'Duration',
      opening.employmentType === 'internship' && opening.durationMonths
        ? plural(opening.durationMonths, 'month')
        : null,
    ],
    ['Apply by', opening.closesOn ? formatDay(opening.closesOn) : null],
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

/** What search results and shared links show (at most 150 characters): the facts that matter, then the summary. */
export function openingMetaDescription(opening: PublicOpening): string {
  const lead = `${EMPLOYMENT_TYPE_LABELS[opening.employmentType]}, ${locationText(opening)}.`;
  return `${lead} ${openingSummary(opening, 148 - lead.length)}`.trim();
}

/** The id of the heading that names an opening's band (`OPENING_ABOUT_ID`), which the page's band is labelled by. */
export const OPENING_ABOUT_ID = 'opening-about';
