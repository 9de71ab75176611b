import { COMPANY } from '../content/company';
import { formatInr } from '../format/inr';
import { MONTH_NAMES } from '../format/month';
import {
  EMPLOYMENT_TYPE_LABELS,
  WORK_MODE_LABELS,
  textBlocks,
  type OpeningFields,
  type TextBlock,
} from './careers';
import type { OpeningListResponse, OpeningResponse, PublicOpening } from './careers-responses';
import { escapeHtml } from './page-head';
import { ROUTES } from './routes';

/**
 * What the careers pages show of their openings, drawn by one function on both sides: the server
 * writes it into the pre-rendered page's slot at request time (with the rows as JSON), and the page
 * draws the same markup from the same rows once taken over or after a client-side navigation. Every
 * text staff wrote is escaped here and goes through textBlocks: never HTML from the database.
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
export const openingPath = (slug: string) => `${ROUTES.careers.path}/${encodeURIComponent(slug)}`;

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

const mailtoApply = (title: string) =>
  `mailto:${COMPANY.emails.careers}?subject=${encodeURIComponent(`Application: ${title}`)}`;

/** Staff's plain text as paragraphs and lists, every word escaped. */
export function textMarkup(text: string): string {
  return blocksMarkup(textBlocks(text));
}

function blocksMarkup(blocks: TextBlock[]): string {
  return blocks
    .map((block) =>
      block.kind === 'paragraph'
        ? `<p>${escapeHtml(block.text)}</p>`
        : `<ul class="tick-list">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    )
    .join('');
}

function factsMarkup(opening: PublicOpening): string {
  const facts = openingFacts(opening)
    .map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`)
    .join('');
  return `<dl class="opening__facts">${facts}</dl>`;
}

function cardMarkup(opening: PublicOpening): string {
  const id = `opening-${escapeHtml(opening.slug)}`;
  const title = escapeHtml(opening.title);
  return (
    `<li class="card opening"><article aria-labelledby="${id}">` +
    `<h3 id="${id}" class="opening__title">${title}</h3>${factsMarkup(opening)}` +
    `<p>${escapeHtml(openingSummary(opening))}</p>` +
    `<a class="button button--primary" href="${escapeHtml(openingPath(opening.slug))}">` +
    `See the role and apply<span class="visually-hidden"> for ${title}</span></a></article></li>`
  );
}

/** The list page's openings: a card each, or a word that none is open. */
export function openingListMarkup(openings: PublicOpening[]): string {
  if (!openings.length) {
    return (
      '<p class="opening-list__empty">No role is open right now. New roles are posted here first; ' +
      'you are welcome to send your résumé for future openings all the same.</p>'
    );
  }
  return `<ul class="opening-list" role="list">${openings.map(cardMarkup).join('')}</ul>`;
}

/** An opening's heading band: the breadcrumb, the kind of role and its title. */
export function openingIntroMarkup(opening: PublicOpening): string {
  const title = escapeHtml(opening.title);
  const careers = escapeHtml(ROUTES.careers.path);
  return (
    '<div class="page-intro"><div class="container">' +
    '<nav aria-label="Breadcrumb" class="breadcrumb"><ol><li><a href="/">Home</a></li>' +
    `<li><a href="${careers}">Careers</a></li><li><span aria-current="page">${title}</span></li></ol></nav>` +
    `<p class="page-intro__eyebrow">${escapeHtml(EMPLOYMENT_TYPE_LABELS[opening.employmentType])}</p>` +
    `<h1>${title}</h1></div></div>`
  );
}

/** The id of the heading that names an opening's band (`OPENING_ABOUT_ID`), which the page's band is labelled by. */
export const OPENING_ABOUT_ID = 'opening-about';

/** An opening's column: a closed notice when it has closed, facts, description and requirements. */
export function openingPageMarkup(opening: PublicOpening, closed: boolean): string {
  const careers = escapeHtml(ROUTES.careers.path);
  const closedNotice = closed
    ? '<div class="opening-closed"><h2>This role is closed</h2><p>It no longer takes applications. ' +
      `<a href="${careers}">See the roles open now</a>.</p></div>`
    : '';
  return (
    `${closedNotice}${factsMarkup(opening)}<div class="prose"><h2 id="${OPENING_ABOUT_ID}">About the role</h2>` +
    `${textMarkup(opening.description)}<h2>What we look for</h2>${textMarkup(opening.requirements)}</div>`
  );
}

/** Below the application form of an open opening: the careers email, the second way to apply. */
export function openingEmailMarkup(opening: PublicOpening, closed: boolean): string {
  if (closed) return '';
  const email = escapeHtml(COMPANY.emails.careers);
  return (
    '<section class="page-band page-band--alt" aria-labelledby="opening-email">' +
    '<div class="container"><div class="prose"><h2 id="opening-email">Prefer email?</h2>' +
    `<p>Send your résumé to <a href="${escapeHtml(mailtoApply(opening.title))}">${email}</a> ` +
    'with the role in the subject line. We reply to every application within a week, and we never ' +
    'ask for a fee at any stage.</p></div></div></section>'
  );
}

/** Each slot's markup for a page's rows. */
export function careersSlots(data: CareersPageData): Partial<Record<CareersSlot, string>> {
  return data.kind === 'list'
    ? { list: openingListMarkup(data.openings) }
    : {
        intro: openingIntroMarkup(data.opening),
        opening: openingPageMarkup(data.opening, data.closed),
        apply: openingEmailMarkup(data.opening, data.closed),
      };
}
