import type { FastifyInstance } from 'fastify';
import { STAFF_PATHS } from 'shared/contract/staff';
import { StaffOverviewResponse } from 'shared/contract/staff-inbox-responses';
import type { StaffDeps } from '../../lib/staff-deps';
import { staffOverview } from './overview-service';

export function staffOverviewRoutes(app: FastifyInstance, { db, now }: StaffDeps) {
  app.get(
    STAFF_PATHS.overview,
    {
      preHandler: [app.requireStaff],
      schema: {
        summary: 'What waits for staff, and this week against last',
        description:
          'New messages, new leads, registrations awaiting document review, subscribers and the lead pipeline; weeks start on Monday 00:00 India time (Asia/Kolkata).',
        response: { 200: StaffOverviewResponse },
      },
    },
    async (_request, reply): Promise<StaffOverviewResponse> => {
      reply.header('Cache-Control', 'no-store');
      return staffOverview(db, now());
    },
  );
}
