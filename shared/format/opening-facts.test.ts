import type { OpeningFields } from '../contract/careers';
import { experienceWords, openingFacts, salaryWords } from './opening-facts';

const INTERNSHIP: OpeningFields = {
  title: '.NET Full Stack Developer Intern',
  employmentType: 'internship',
  city: 'Hyderabad',
  workMode: 'on-site',
  experienceMinYears: 0,
  experienceMaxYears: 1,
  salaryMin: null,
  salaryMax: null,
  salaryPeriod: 'unpaid',
  durationMonths: 3,
  description: 'Build features.',
  requirements: '- C#',
  closesOn: '2026-04-30',
};

test('an internship: type, place, experience, unpaid, its length and the last day', () => {
  expect(openingFacts(INTERNSHIP)).toEqual([
    { label: 'Type', value: 'Internship' },
    { label: 'Location', value: 'Hyderabad (on site)' },
    { label: 'Experience', value: 'Up to 1 year' },
    { label: 'Salary', value: 'Unpaid' },
    { label: 'Duration', value: '3 months' },
    { label: 'Apply by', value: '30 Apr 2026' },
  ]);
});

test('a remote full-time role with a yearly range, and none of what it lacks', () => {
  const facts = openingFacts({
    ...INTERNSHIP,
    employmentType: 'full-time',
    workMode: 'remote',
    experienceMinYears: 3,
    experienceMaxYears: 5,
    salaryMin: 1_200_000,
    salaryMax: 1_800_000,
    salaryPeriod: 'year',
    durationMonths: null,
    closesOn: null,
  });
  expect(facts).toEqual([
    { label: 'Type', value: 'Full time' },
    { label: 'Location', value: 'Remote (Hyderabad team)' },
    { label: 'Experience', value: '3 to 5 years' },
    { label: 'Salary', value: '₹12,00,000 to ₹18,00,000 a year' },
  ]);
});

test.each([
  [0, 0, 'None needed'],
  [2, 2, '2 years'],
  [1, 1, '1 year'],
  [0, 3, 'Up to 3 years'],
])('experience %i to %i reads %j', (min, max, words) => {
  expect(experienceWords(min, max)).toBe(words);
});

test('one salary, and no salary', () => {
  expect(salaryWords({ salaryMin: 25_000, salaryMax: 25_000, salaryPeriod: 'month' })).toBe(
    '₹25,000 a month',
  );
  expect(salaryWords({ salaryMin: null, salaryMax: null, salaryPeriod: null })).toBeNull();
});
