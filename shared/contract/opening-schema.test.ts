import { ValidationError } from 'yup';
import { OPENING_LIMITS } from './careers';
import {
  NOT_A_NUMBER,
  OPENING_MESSAGES,
  openingFormValues,
  openingInitialValues,
  openingSchema,
  type OpeningRequest,
} from './opening-schema';
import { SAMPLE_INTERNSHIP as INTERNSHIP, SAMPLE_OPENING as FULL_TIME } from '../test/sample-opening';

/** Each failing field and its first message. */
async function problems(value: unknown): Promise<Record<string, string>> {
  try {
    await openingSchema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string> = {};
    for (const issue of error.inner) found[issue.path ?? ''] ??= issue.message;
    return found;
  }
}

test('a full-time opening with a yearly range and an unpaid internship pass as they are', async () => {
  expect(await openingSchema.validate(FULL_TIME)).toEqual(FULL_TIME);
  expect(await openingSchema.validate(INTERNSHIP)).toEqual(INTERNSHIP);
  expect(await problems({ ...FULL_TIME, salaryMin: null, salaryMax: null, salaryPeriod: null })).toEqual({});
  expect(await problems({ ...FULL_TIME, closesOn: null })).toEqual({});
});

test.each<[string, Partial<Record<keyof OpeningRequest, unknown>>, Record<string, string>]>([
  ['an empty title', { title: '  ' }, { title: 'This field is required.' }],
  [
    'a title too long',
    { title: 'x'.repeat(OPENING_LIMITS.title + 1) },
    { title: `At most ${OPENING_LIMITS.title} characters.` },
  ],
  ['an unknown type', { employmentType: 'gig' }, { employmentType: OPENING_MESSAGES.employmentType }],
  ['an unknown work mode', { workMode: 'moon' }, { workMode: OPENING_MESSAGES.workMode }],
  ['negative years', { experienceMinYears: -1 }, { experienceMinYears: OPENING_MESSAGES.experienceYears }],
  ['half years', { experienceMaxYears: 4.5 }, { experienceMaxYears: OPENING_MESSAGES.experienceYears }],
  ['years as text', { experienceMinYears: '3' }, { experienceMinYears: NOT_A_NUMBER }],
  ['too many years', { experienceMaxYears: 41 }, { experienceMaxYears: OPENING_MESSAGES.experienceYears }],
  [
    'a maximum under the minimum',
    { experienceMinYears: 5, experienceMaxYears: 3 },
    { experienceMaxYears: OPENING_MESSAGES.experienceOrder },
  ],
  [
    'a salary maximum under its minimum',
    { salaryMin: 50_000, salaryMax: 40_000 },
    { salaryMax: OPENING_MESSAGES.salaryOrder },
  ],
  ['only one end of the range', { salaryMax: null }, { salaryMax: OPENING_MESSAGES.salaryNeeded }],
  [
    'a range without its period',
    { salaryPeriod: null },
    { salaryPeriod: OPENING_MESSAGES.salaryPeriodNeeded },
  ],
  [
    'one end without a period',
    { salaryMin: null, salaryPeriod: null },
    { salaryPeriod: OPENING_MESSAGES.salaryPeriodNeeded, salaryMin: OPENING_MESSAGES.salaryBoth },
  ],
  [
    'a period without a range',
    { salaryMin: null, salaryMax: null },
    { salaryMin: OPENING_MESSAGES.salaryNeeded, salaryMax: OPENING_MESSAGES.salaryNeeded },
  ],
  ['a salary of nothing', { salaryMin: 0 }, { salaryMin: OPENING_MESSAGES.salary }],
  [
    'a salary beyond the limit',
    { salaryMax: OPENING_LIMITS.maxSalary + 1 },
    { salaryMax: OPENING_MESSAGES.salary },
  ],
  ['an unknown period', { salaryPeriod: 'week' }, { salaryPeriod: OPENING_MESSAGES.salaryPeriod }],
  [
    'an unpaid full-time role',
    { salaryMin: null, salaryMax: null, salaryPeriod: 'unpaid' },
    { salaryPeriod: OPENING_MESSAGES.unpaidInternshipOnly },
  ],
  [
    'a length for a full-time role',
    { durationMonths: 6 },
    { durationMonths: OPENING_MESSAGES.durationInternshipOnly },
  ],
  ['a date that is not one', { closesOn: '2026-02-30' }, { closesOn: OPENING_MESSAGES.closesOnShape }],
  ['a date in another form', { closesOn: '31/12/2026' }, { closesOn: OPENING_MESSAGES.closesOnShape }],
  [
    'a description too long',
    { description: 'x'.repeat(OPENING_LIMITS.description + 1) },
    { description: `At most ${OPENING_LIMITS.description} characters.` },
  ],
  ['no requirements', { requirements: '' }, { requirements: 'This field is required.' }],
])('a full-time opening with %s is refused, naming the field', async (_what, change, expected) => {
  expect(await problems({ ...FULL_TIME, ...change })).toEqual(expected);
});

test.each<[string, Partial<Record<keyof OpeningRequest, unknown>>, Record<string, string>]>([
  ['no length', { durationMonths: null }, { durationMonths: OPENING_MESSAGES.durationNeeded }],
  ['a length over two years', { durationMonths: 25 }, { durationMonths: OPENING_MESSAGES.durationMonths }],
  [
    'a salary while unpaid',
    { salaryMin: 10_000, salaryMax: 15_000 },
    { salaryMin: OPENING_MESSAGES.unpaidNoSalary, salaryMax: OPENING_MESSAGES.unpaidNoSalary },
  ],
])('an internship with %s is refused, naming the field', async (_what, change, expected) => {
  expect(await problems({ ...INTERNSHIP, ...change })).toEqual(expected);
});

test("a paid internship is fine, and the form's empty fields are the API's nulls", async () => {
  expect(
    await problems({ ...INTERNSHIP, salaryMin: 15_000, salaryMax: 15_000, salaryPeriod: 'month' }),
  ).toEqual({});
  const form = openingFormValues(FULL_TIME);
  expect(
    openingSchema.cast({ ...form, salaryMin: '', salaryMax: '', salaryPeriod: '', closesOn: '' }),
  ).toEqual({
    ...FULL_TIME,
    salaryMin: null,
    salaryMax: null,
    salaryPeriod: null,
    closesOn: null,
  });
  expect(Object.keys(openingInitialValues).sort()).toEqual(Object.keys(FULL_TIME).sort());
  expect(await problems(openingInitialValues)).toMatchObject({
    title: 'This field is required.',
    employmentType: 'This field is required.',
    experienceMinYears: 'This field is required.',
  });
});
