import type { FastifyInstance } from 'fastify';
import { STAFF_PATHS } from 'shared/contract/staff';
import {
  ApplicationDetailResponse,
  ApplicationListResponse,
  ApplicationOpeningsResponse,
} from 'shared/contract/staff-application-responses';
import { APPLICATION_MESSAGES, applicationStageSchema } from 'shared/contract/staff-application-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { staffListRoute } from '../../lib/staff-list-route';
import { subjectRoutes } from '../../lib/subject-routes';
import {
  APPLICATION_FILTERS,
  APPLICATION_SORTS,
  applicationOpenings,
  findApplication,
  listApplications,
  moveApplication,
  parseApplicationQuery,
} from './staff-application-service';
import { candidateEmailRoutes } from './candidate-email-routes';
import { applicationFileRoutes } from './file-routes';

/**
 * Applications to openings, for those who hire (admins and recruiters): the list across openings or
 * for one, one application with its notes, its stage, its résumé, emails to the candidate, the CSV.
 */
export function staffApplicationRoutes(app: FastifyInstance, deps: StaffDeps) {
  const { db } = deps;
  staffListRoute(app, {
    path: STAFF_PATHS.applications,
    summary: 'Applications to openings, a page at a time',
    description:
      '`q` searches name, email and city; `openingId` keeps one opening’s, `stage` one stage’s. For admins and recruiters.',
    access: 'hiring',
    sorts: APPLICATION_SORTS,
    filters: APPLICATION_FILTERS,
    response: ApplicationListResponse,
    parse: parseApplicationQuery,
    page: (query) => listApplications(db, query),
  });

  app.get(
    STAFF_PATHS.applicationOpenings,
    {
      preHandler: app.staffOnly('hiring'),
      schema: {
        summary: 'The openings applications are sent to, with their counts',
        description: 'The 200 most recent openings, newest first, for the list’s filter and exports.',
        response: { 200: ApplicationOpeningsResponse },
      },
    },
    async (_request, reply): Promise<ApplicationOpeningsResponse> => {
      reply.header('cache-control', 'no-store');
      return { items: await applicationOpenings(db) };
    },
  );

  subjectRoutes(app, db, {
    type: 'application',
    idParam: 'applicationId',
    access: 'hiring',
    paths: {
      one: STAFF_PATHS.application.pattern,
      notes: STAFF_PATHS.applicationNotes.pattern,
      update: STAFF_PATHS.applicationStage.pattern,
    },
    notFound: APPLICATION_MESSAGES.applicationNotFound,
    noun: 'job application',
    detail: {
      summary: 'One job application, with its notes and its résumé’s type and size',
      response: ApplicationDetailResponse,
      find: findApplication,
    },
    update: {
      summary: 'Move a job application to a stage',
      description:
        'Not selected needs a `reason`: it is kept with the application for staff and never sent to the candidate; another stage drops it. Audited as `application.update` (the stages only).',
      schema: applicationStageSchema,
      change: moveApplication,
    },
  });

  candidateEmailRoutes(app, deps);
  applicationFileRoutes(app, deps);
}
