import { number, object, string, type InferType, type TestContext } from 'yup';
import { formatInr } from '../format/inr';
import {
  EMPLOYMENT_TYPES,
  OPENING_LIMITS,
  SALARY_PERIODS,
  WORK_MODES,
  type EmploymentType,
  type OpeningFields,
  type SalaryPeriod,
  type WorkMode,
} from './careers';
import { isCalendarDate } from './client-info-schema';
import { requiredText } from './fields';
import { MESSAGES } from './messages';

/**
 * An opening as staff write it: the back office's form and the API check it with this one schema.
 * Numbers are JSON numbers (text that reads as one is refused); the form's empty number fields and
 * selects ('') mean "none" here, as null does in the API.
 */
export const OPENING_MESSAGES = {
  employmentType: 'Choose full time, part time, contract or internship.',
  workMode: 'Choose on site, hybrid or remote.',
  experienceYears: `Enter whole years, from 0 to ${OPENING_LIMITS.maxExperienceYears}.`,
  experienceOrder: 'Must be at least the minimum.',
  salary: `Enter whole rupees, from ₹1 to ${formatInr(OPENING_LIMITS.maxSalary)}.`,
  salaryOrder: 'Must be at least the minimum.',
  salaryBoth: 'Give both ends of the range, or neither.',
  salaryPeriod: 'Choose per month or per year, or leave the salary out.',
  salaryPeriodNeeded: 'Say whether the salary is per month or per year.',
  salaryNeeded: 'Give the salary range for this period, or leave the salary out.',
  unpaidInternshipOnly: 'Only an internship can be unpaid.',
  unpaidNoSalary: 'An unpaid internship has no salary range.',
  durationNeeded: "Give the internship's length in months.",
  durationMonths: `Enter whole months, from 1 to ${OPENING_LIMITS.maxDurationMonths}.`,
  durationInternshipOnly: 'Only an internship has a length; leave this empty.',
  closesOnShape: 'Must be a real date written YYYY-MM-DD.',
  closesOnPast: 'The closing date cannot be in the past.',
  notFound: 'There is no opening with this number.',
  alreadyPublished: 'This opening is already published.',
  publishClosed: 'This opening is closed. Reopen it as a draft before publishing it again.',
  closeNotPublished: 'Only a published opening can be closed.',
  reopenNotClosed: 'Only a closed opening can be reopened.',
  editClosed: 'A closed opening cannot be changed. Reopen it as a draft first.',
} as const;

/** '' (an empty form field) as null; anything else as given. */
const emptyAsNull = (value: unknown, original: unknown) => (original === '' ? null : value);

export const NOT_A_NUMBER = 'Must be a number.';

// Text that reads as a number ("3") is refused, not read: the API takes JSON numbers only.
const wholeNumber = (min: number, max: number, message: string) =>
  number()
    .transform(emptyAsNull)
    .typeError(message)
    .test('number', NOT_A_NUMBER, function given() {
      return typeof this.originalValue !== 'string' || this.originalValue === '';
    })
    .integer(message)
    .min(min, message)
    .max(max, message);

// '' is among the choices so that an empty answer gets only "required".
const choice = <T extends string>(choices: readonly T[], message: string) =>
  string<T>()
    .required(MESSAGES.required)
    .oneOf([...choices, '' as T], message);

const isInternship = (context: TestContext) => context.parent.employmentType === 'internship';
const hasSalary = (period: unknown) => period === 'month' || period === 'year';

const salaryEnd = () =>
  wholeNumber(1, OPENING_LIMITS.maxSalary, OPENING_MESSAGES.salary)
    .nullable()
    .default(null)
    .test('salary-for-period', OPENING_MESSAGES.salaryNeeded, function salaryForPeriod(value) {
      const { salaryPeriod } = this.parent as { salaryPeriod: unknown };
      if (salaryPeriod === 'unpaid' && value !== null) {
        return this.createError({ message: OPENING_MESSAGES.unpaidNoSalary });
      }
      return !hasSalary(salaryPeriod) || value !== null;
    });

export const openingSchema = object({
  title: requiredText(OPENING_LIMITS.title),
  employmentType: choice(EMPLOYMENT_TYPES, OPENING_MESSAGES.employmentType),
  city: requiredText(OPENING_LIMITS.city),
  workMode: choice(WORK_MODES, OPENING_MESSAGES.workMode),
  experienceMinYears: wholeNumber(
    0,
    OPENING_LIMITS.maxExperienceYears,
    OPENING_MESSAGES.experienceYears,
  ).required(MESSAGES.required),
  experienceMaxYears: wholeNumber(0, OPENING_LIMITS.maxExperienceYears, OPENING_MESSAGES.experienceYears)
    .required(MESSAGES.required)
    .test('order', OPENING_MESSAGES.experienceOrder, function atLeastMin(value) {
      const min = this.parent.experienceMinYears as unknown;
      return typeof min !== 'number' || value >= min;
    }),
  salaryMin: salaryEnd(),
  salaryMax: salaryEnd().test('order', OPENING_MESSAGES.salaryOrder, function atLeastMin(value) {
    const min = this.parent.salaryMin as unknown;
    return value === null || typeof min !== 'number' || value >= min;
  }),
  salaryPeriod: string<SalaryPeriod>()
    .transform(emptyAsNull)
    .nullable()
    .default(null)
    .oneOf([...SALARY_PERIODS, null], OPENING_MESSAGES.salaryPeriod)
    .test('unpaid', OPENING_MESSAGES.unpaidInternshipOnly, function unpaidInternship(value) {
      return value !== 'unpaid' || isInternship(this);
    })
    .test('period-for-salary', OPENING_MESSAGES.salaryPeriodNeeded, function periodForSalary(value) {
      const { salaryMin, salaryMax } = this.parent as { salaryMin: unknown; salaryMax: unknown };
      const given = typeof salaryMin === 'number' || typeof salaryMax === 'number';
      return value !== null || !given;
    }),
  durationMonths: wholeNumber(1, OPENING_LIMITS.maxDurationMonths, OPENING_MESSAGES.durationMonths)
    .nullable()
    .default(null)
    .test('internship', OPENING_MESSAGES.durationNeeded, function durationForInternship(value) {
      if (isInternship(this)) return value !== null;
      return value === null || this.createError({ message: OPENING_MESSAGES.durationInternshipOnly });
    }),
  description: requiredText(OPENING_LIMITS.description),
  requirements: requiredText(OPENING_LIMITS.requirements),
  closesOn: string()
    .transform(emptyAsNull)
    .nullable()
    .default(null)
    .test('date', OPENING_MESSAGES.closesOnShape, (value) => value === null || isCalendarDate(value)),
})
  .noUnknown()
  // "Both or neither" once each end is itself right: the one missing is named.
  .test('salary-range', OPENING_MESSAGES.salaryBoth, (value, context) => {
    const min = value.salaryMin;
    const max = value.salaryMax;
    // With a period, each missing end is named already; unpaid has no range at all.
    if ((min === null) === (max === null) || value.salaryPeriod !== null) return true;
    return context.createError({ path: min === null ? 'salaryMin' : 'salaryMax' });
  });

/** What the API takes to create or change an opening (every field; nulls for the ones left out). */
export type OpeningRequest = InferType<typeof openingSchema>;

type NumberField = 'experienceMinYears' | 'experienceMaxYears' | 'salaryMin' | 'salaryMax' | 'durationMonths';

/** The form's values: '' for an empty number, select or date. */
export type OpeningFormValues = Omit<
  OpeningRequest,
  NumberField | 'employmentType' | 'workMode' | 'salaryPeriod' | 'closesOn'
> & { [K in NumberField]: number | '' } & {
  employmentType: EmploymentType | '';
  workMode: WorkMode | '';
  salaryPeriod: SalaryPeriod | '';
  closesOn: string;
};

export const OPENING_FIELDS = Object.keys(openingSchema.fields) as Array<keyof OpeningRequest>;

/** An empty form: '' for every field of the schema. */
export const openingInitialValues = Object.fromEntries(
  OPENING_FIELDS.map((name) => [name, '']),
) as OpeningFormValues;

/** An opening's stored fields as the form holds them: '' for each null. */
export const openingFormValues = (opening: OpeningFields): OpeningFormValues =>
  Object.fromEntries(OPENING_FIELDS.map((name) => [name, opening[name] ?? ''])) as OpeningFormValues;
