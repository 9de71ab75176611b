import type { PublicOpening } from './careers-responses';
import {
  careersPageTitle,
  formatDay,
  openingFacts,
  openingMetaDescription,
  openingPath,
  openingSummary,
  salaryText,
} from './careers-view';
import { OPENING_ROUTE, ROUTES, findRoute, indexableRoutes, pageTitle } from './routes';

const opening = (overrides: Partial<PublicOpening> = {}): PublicOpening => ({
  slug: 'backend-developer',
  title: 'Backend Developer',
  employmentType: 'full-time',
  city: 'Hyderabad',
  workMode: 'on-site',
  experienceMinYears: 2,
  experienceMaxYears: 4,
  salaryMin: null,
  salaryMax: null,
  salaryPeriod: null,
  durationMonths: null,
  description: 'Build APIs.',
  requirements: '- Node.js',
  closesOn: null,
  publishedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  englishFields: [],
  ...overrides,
});

test('the facts: type, place, experience, salary, an internship’s length and the closing day', () => {
  expect(openingFacts(opening())).toEqual([
    ['Type', 'Full time'],
    ['Location', 'Hyderabad (on site)'],
    ['Experience', '2 to 4 years'],
  ]);
  expect(
    openingFacts(
      opening({
        employmentType: 'internship',
        workMode: 'remote',
        experienceMinYears: 0,
        experienceMaxYears: 0,
        salaryPeriod: 'unpaid',
        durationMonths: 1,
        closesOn: '2026-09-05',
      }),
    ),
  ).toEqual([
    ['Type', 'Internship'],
    ['Location', 'Remote, anywhere in India'],
    ['Experience', 'None needed'],
    ['Salary', 'Unpaid'],
    ['Duration', '1 month'],
    ['Apply by', '5 September 2026'],
  ]);
  expect(openingFacts(opening({ experienceMinYears: 1, experienceMaxYears: 1 }))).toContainEqual([
    'Experience',
    '1 year',
  ]);
});

test('a salary in rupees with its period, or a bound when only one is given', () => {
  expect(salaryText(opening({ salaryMin: 30_000, salaryMax: 45_000, salaryPeriod: 'month' }))).toBe(
    '₹30,000 to ₹45,000 a month',
  );
  expect(salaryText(opening({ salaryMin: 1_200_000, salaryMax: 1_200_000, salaryPeriod: 'year' }))).toBe(
    '₹12,00,000 a year',
  );
  expect(salaryText(opening({ salaryMin: 500_000, salaryPeriod: 'year' }))).toBe('From ₹5,00,000 a year');
  expect(salaryText(opening({ salaryMax: 50_000, salaryPeriod: 'month' }))).toBe('Up to ₹50,000 a month');
  expect(salaryText(opening({ salaryPeriod: 'month' }))).toBeNull();
  expect(formatDay('2027-12-31')).toBe('31 December 2027');
});

test('the summary is the first paragraph, cut at a word; the description leads with the facts', () => {
  const long = `${'word '.repeat(80)}end.`;
  expect(openingSummary(opening({ description: `- a list first\n\n${long}\n\nMore.` }))).toMatch(
    /^word word .*word…$/,
  );
  expect(openingSummary(opening({ description: long })).length).toBeLessThanOrEqual(221);
  const meta = openingMetaDescription(opening({ description: long }));
  expect(meta.startsWith('Full time, Hyderabad (on site). word word')).toBe(true);
  expect(meta.length).toBeLessThanOrEqual(150);
});

test('a careers page is titled as every page is', () => {
  expect(careersPageTitle('Backend Developer')).toBe(pageTitle('Backend Developer'));
});

test('openingPath writes the address OPENING_ROUTE stands for', () => {
  expect(openingPath('a b')).toBe(OPENING_ROUTE.path.replace(':slug', 'a%20b'));
});

test('an opening has its own address under /careers; the candidate page and deeper paths are not openings', () => {
  expect(findRoute('/careers/backend-developer')).toBe(OPENING_ROUTE);
  expect(findRoute('/careers/backend-developer/')).toBe(OPENING_ROUTE);
  expect(findRoute('/careers')).toBe(ROUTES.careers);
  expect(findRoute('/careers/')).toBe(ROUTES.careers);
  expect(findRoute('/careers/a/b')).toBeUndefined();
  expect(findRoute('/careersx')).toBeUndefined();
  // A dynamic route is listed in the sitemap by its data, never by its pattern.
  expect(indexableRoutes()).not.toContain(OPENING_ROUTE);
  expect(indexableRoutes()).toContain(ROUTES.careers);
});
