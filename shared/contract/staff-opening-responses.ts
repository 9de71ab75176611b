import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { EMPLOYMENT_TYPES, OPENING_STATUSES, SALARY_PERIODS, WORK_MODES } from './careers';
import { TRANSLATION_LANGUAGES } from './opening-translation';
import { day, instant, oneOf, responseObject } from './response-object';
import { listPage } from './staff-list-responses';

/** What the list and an opening's page both show of it. */
const summary = {
  id: Type.Integer(),
  slug: Type.String({ description: 'Its address: /careers/<slug>; fixed once first published.' }),
  status: oneOf(OPENING_STATUSES),
  open: Type.Boolean({ description: 'Published and its closing date, if any, not passed (India time).' }),
  title: Type.String(),
  employmentType: oneOf(EMPLOYMENT_TYPES),
  city: Type.String(),
  workMode: oneOf(WORK_MODES),
  closesOn: nullable(day('The last day applications are taken.')),
  applications: Type.Integer({ description: 'Its applications (a withdrawn one is deleted).' }),
  publishedAt: nullable(instant(), 'When it was first published.'),
  closedAt: nullable(instant(), 'When it was closed; null unless closed.'),
  updatedAt: instant(),
};

export const StaffOpeningListItem = responseObject(summary);
export type StaffOpeningListItem = Static<typeof StaffOpeningListItem>;

export const StaffOpeningListResponse = listPage(StaffOpeningListItem, 'One page of openings.');

/** The opening's texts in one of the other languages, as a recruiter typed them. */
export const StaffOpeningTranslation = responseObject({
  language: oneOf(TRANSLATION_LANGUAGES),
  title: Type.String(),
  city: Type.String(),
  description: Type.String(),
  requirements: Type.String(),
  updatedAt: instant(),
});
export type StaffOpeningTranslation = Static<typeof StaffOpeningTranslation>;

export const StaffOpeningResponse = responseObject(
  {
    ...summary,
    experienceMinYears: Type.Integer(),
    experienceMaxYears: Type.Integer(),
    salaryMin: nullable(Type.Integer(), 'Rupees per salaryPeriod; null when no salary is given.'),
    salaryMax: nullable(Type.Integer()),
    salaryPeriod: nullable(oneOf(SALARY_PERIODS)),
    durationMonths: nullable(Type.Integer(), "An internship's length."),
    description: Type.String({ description: 'Plain text: paragraphs and "- " list items.' }),
    requirements: Type.String(),
    createdAt: instant(),
    translations: Type.Array(StaffOpeningTranslation, {
      description: 'Its texts in the other languages it has, in the order of the language list.',
    }),
  },
  'An opening, every field as staff wrote it.',
);
export type StaffOpeningResponse = Static<typeof StaffOpeningResponse>;
