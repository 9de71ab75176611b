import { STAFF_PATHS } from 'shared/contract/staff';
import { daysAfter } from 'shared/contract/staff-application-schema';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import type { RouteSpec } from './bad-requests';
import { noBody } from './spec-helpers';

const LIST_QUERY = ['q', 'sort', 'dir', 'after', 'limit'];

/** A POST of JSON to the application in the route's path. */
function json(url: string, valid: Record<string, unknown>, required: string[], strict: string[]): RouteSpec {
  return { method: 'POST', url, body: { encoding: 'json', valid, required, strict } };
}

/**
 * The back office's applications and how their bodies are broken (see route-specs.ts). A reason or
 * a place may be any text, so only the fields with a fixed shape are "strict"; without the place an
 * invitation has neither a place nor a link, so it counts as required.
 */
export const STAFF_APPLICATION_SPECS: RouteSpec[] = [
  noBody('GET', STAFF_PATHS.applications, [...LIST_QUERY, 'openingId', 'stage']),
  noBody('GET', STAFF_PATHS.applicationOpenings),
  noBody('GET', STAFF_PATHS.application.pattern),
  json(STAFF_PATHS.applicationNotes.pattern, { text: 'Strong portfolio.' }, ['text'], []),
  json(
    STAFF_PATHS.applicationStage.pattern,
    { stage: 'not selected', reason: 'Needs more TypeScript.' },
    ['stage', 'reason'],
    ['stage'],
  ),
  json(
    STAFF_PATHS.applicationInterview.pattern,
    { date: daysAfter(todayInIndia(), 30), time: '10:30', place: 'HITEC City office' },
    ['date', 'time', 'place'],
    ['date', 'time'],
  ),
  // Refused while the application is not at Not selected, as the suite's is not.
  noBody('POST', STAFF_PATHS.applicationNotSelected.pattern),
  // Every opening of a résumé and every export is audited.
  { ...noBody('GET', STAFF_PATHS.applicationResume.pattern), auditedRead: true },
  { ...noBody('GET', STAFF_PATHS.openingApplicationsCsv.pattern), auditedRead: true },
];
