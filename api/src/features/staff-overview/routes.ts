import type { FastifyInstance } from 'fastify';
import { STAFF_ACCESS, STAFF_PATHS, type StaffRole } from 'shared/contract/staff';
import { StaffOverviewResponse } from 'shared/contract/staff-inbox-responses';
import type { StaffDeps } from '../../lib/staff-deps';
import { guarded } from '../../plugins/guards';
import { staffOverview } from './overview-service';

export function staffOverviewRoutes(app: FastifyInstance, { db, now }: StaffDeps) {
  app.get(
    STAFF_PATHS.overview,
    {
      preHandler: [app.requireStaff],
      schema: {
        summary: 'What waits for staff, and this week against last',
        description:
          'New messages, new leads, registrations awaiting document review, subscribers and the lead pipeline; weeks start on Monday 00:00 India time (Asia/Kolkata). New applications, in all and by opening, for those who hire (admins and recruiters).',
        response: { 200: StaffOverviewResponse },
      },
    },
    async (request, reply): Promise<StaffOverviewResponse> => {
      const hiring: readonly StaffRole[] = STAFF_ACCESS.hiring;
      reply.header('Cache-Control', 'no-store');
      return staffOverview(db, now(), { withHiring: hiring.includes(guarded(request.staff).role) });
    },
  );
}
