import type { FastifyInstance } from 'fastify';
import { STAFF_ACCESS, STAFF_PATHS, type StaffAccess } from 'shared/contract/staff';
import { StaffOverviewResponse } from 'shared/contract/staff-overview-responses';
import type { StaffDeps } from '../../lib/staff-deps';
import { guarded } from '../../plugins/guards';
import { hiringOverview } from './hiring-overview-service';
import { officeOverview, weekStartInIndia } from './overview-service';

/** The overview answers each part only to a role with access to it (and counts nothing else). */
export function staffOverviewRoutes(app: FastifyInstance, { db, now }: StaffDeps) {
  app.get(
    STAFF_PATHS.overview,
    {
      preHandler: app.staffOnly('anyStaff'),
      schema: {
        summary: 'What waits for staff, and this week against last',
        description:
          "Each part only for the roles with access to it, else null: the office's (new messages, new leads, " +
          'registrations awaiting document review, subscribers, the lead pipeline, this week against last) ' +
          "and hiring's (openings taking applications, drafts, new applications in all and by opening). Weeks start on Monday 00:00 India time (Asia/Kolkata).",
        response: { 200: StaffOverviewResponse },
      },
    },
    async (request, reply): Promise<StaffOverviewResponse> => {
      const { role } = guarded(request.staff);
      const may = (access: StaffAccess) => (STAFF_ACCESS[access] as readonly string[]).includes(role);
      const at = now();
      const weekStart = weekStartInIndia(at);
      reply.header('cache-control', 'no-store');
      return {
        weekStart: weekStart.toISOString(),
        office: may('office') ? await officeOverview(db, weekStart) : null,
        hiring: may('hiring') ? await hiringOverview(db, at) : null,
      };
    },
  );
}
