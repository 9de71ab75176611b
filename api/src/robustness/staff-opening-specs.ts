import { STAFF_PATHS } from 'shared/contract/staff';
import { SAMPLE_OPENING } from 'shared/test/sample-opening';
import type { RouteSpec } from './bad-requests';
import { noBody } from './spec-helpers';

const LIST_QUERY = ['q', 'sort', 'dir', 'after', 'limit'];

/** Every field of an opening; a closing date and an internship's length may be left out (null). */
const opening = (url: string): RouteSpec => ({
  method: 'POST',
  url,
  body: {
    encoding: 'json',
    // The sample opening, closing on a day the real clock these tests run by has not reached.
    valid: { ...SAMPLE_OPENING, closesOn: '2099-12-31' },
    required: [
      'title',
      'employmentType',
      'city',
      'workMode',
      'experienceMinYears',
      'experienceMaxYears',
      'salaryMin',
      'salaryMax',
      'salaryPeriod',
      'description',
      'requirements',
    ],
    nullable: ['closesOn'],
    strict: ['employmentType', 'workMode', 'salaryPeriod', 'closesOn'],
  },
});

/** An opening's texts in another language: all four, as the English ones are checked. */
const translation: RouteSpec = {
  method: 'POST',
  url: STAFF_PATHS.openingTranslation.pattern,
  body: {
    encoding: 'json',
    valid: {
      title: 'సీనియర్ ఫ్రంటెండ్ డెవలపర్',
      city: 'హైదరాబాద్',
      description: 'ఫ్రంటెండ్‌ను నడిపించండి.',
      requirements: '- React',
    },
    required: ['title', 'city', 'description', 'requirements'],
  },
};

/** The back office's openings and how their bodies are broken (see route-specs.ts). */
export const STAFF_OPENING_SPECS: RouteSpec[] = [
  noBody('GET', STAFF_PATHS.openings, [...LIST_QUERY, 'status']),
  opening(STAFF_PATHS.openings),
  noBody('GET', STAFF_PATHS.opening.pattern),
  opening(STAFF_PATHS.opening.pattern),
  noBody('POST', STAFF_PATHS.openingPublish.pattern),
  noBody('POST', STAFF_PATHS.openingClose.pattern),
  noBody('POST', STAFF_PATHS.openingReopen.pattern),
  translation,
  // No texts in that language to remove: even a well-formed request is refused (404).
  noBody('POST', STAFF_PATHS.openingTranslationRemove.pattern),
];
