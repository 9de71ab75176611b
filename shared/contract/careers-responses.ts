import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { EMPLOYMENT_TYPES, SALARY_PERIODS, WORK_MODES } from './careers';
import { TRANSLATED_FIELDS } from './opening-translation';
import { oneOf, responseObject } from './response-object';

/** An opening as the public sees it: what staff wrote, never who wrote it or its applications. */
export const PublicOpening = responseObject(
  {
    slug: Type.String({ description: 'Its address: `/careers/<slug>`.' }),
    title: Type.String(),
    employmentType: oneOf(EMPLOYMENT_TYPES),
    city: Type.String(),
    workMode: oneOf(WORK_MODES),
    experienceMinYears: Type.Integer(),
    experienceMaxYears: Type.Integer(),
    salaryMin: nullable(Type.Integer(), 'Rupees per `salaryPeriod`; null when no salary is given.'),
    salaryMax: nullable(Type.Integer()),
    salaryPeriod: nullable(oneOf(SALARY_PERIODS), '`unpaid` for an unpaid internship.'),
    durationMonths: nullable(Type.Integer(), "An internship's length."),
    description: Type.String({
      description: 'Plain text: paragraphs split by a blank line, list items on lines starting "- ".',
    }),
    requirements: Type.String({ description: 'Plain text, as `description`.' }),
    closesOn: nullable(
      Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
      'The last day applications are taken (India time), YYYY-MM-DD; null for no date.',
    ),
    publishedAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time', description: 'Its last change in this language.' }),
    englishFields: Type.Array(oneOf(TRANSLATED_FIELDS), {
      description:
        'The texts given in English though another language was asked for (`Accept-Language`, or the ' +
        'page\'s address): the opening has none in it. A page marks them `lang="en"`. Empty in English.',
    }),
  },
  'A published opening, its texts in the language asked for when it has them.',
);
export type PublicOpening = Static<typeof PublicOpening>;

export const OpeningListResponse = responseObject(
  { openings: Type.Array(PublicOpening) },
  'The published openings open today (India time), newest first.',
);
export type OpeningListResponse = Static<typeof OpeningListResponse>;

export const OpeningResponse = responseObject(
  {
    opening: PublicOpening,
    closed: Type.Boolean({ description: 'Closed by staff or past its closing date: no applications.' }),
  },
  'One published opening; answered with 410 once it has closed.',
);
export type OpeningResponse = Static<typeof OpeningResponse>;
