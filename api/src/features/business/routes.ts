import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  BUSINESS_PATHS,
  paiseToRupees,
  type OnHoldResponse,
  type ProjectListResponse,
  type TotalRevenueResponse,
} from 'shared/contract/business';
import type { Database } from '../../db/client';
import { guarded } from '../../plugins/guards';
import { listProjects, totalRevenuePaise } from './project-service';

/** A BDE's own business figures change whenever staff record something: never cache them. */
function noStore(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

/** The /api/BDEBusiness calls; each answers only for the signed-in BDE's own code. */
export function businessRoutes(app: FastifyInstance, { db }: Database) {
  const ownCode = { preHandler: [app.requireBde, app.ownBdeCodeQuery] };

  const listed = [
    [BUSINESS_PATHS.activeProjects.pattern, 'Active'],
    [BUSINESS_PATHS.completedProjects.pattern, 'Completed'],
  ] as const;
  for (const [path, status] of listed) {
    app.get(path, ownCode, async (request, reply): Promise<ProjectListResponse> => {
      const bde = guarded(request.bde);
      noStore(reply);
      const rows = await listProjects(db, bde.id, status);
      return { count: rows.length, projects: rows };
    });
  }

  app.get(
    BUSINESS_PATHS.totalRevenue.pattern,
    ownCode,
    async (request, reply): Promise<TotalRevenueResponse> => {
      const bde = guarded(request.bde);
      noStore(reply);
      return { totalRevenue: paiseToRupees(await totalRevenuePaise(db, bde.id)) };
    },
  );

  // The original sent every BDE's on-hold projects to every browser and filtered there; this
  // answers with the caller's own entry only (count 0 when they have none). The router matches the
  // decoded path, so the route is the client's address with its space spelled out.
  app.get(
    decodeURI(BUSINESS_PATHS.onHold),
    { preHandler: [app.requireBde] },
    async (request, reply): Promise<OnHoldResponse> => {
      const bde = guarded(request.bde);
      noStore(reply);
      const rows = await listProjects(db, bde.id, 'On Hold');
      return { onHoldProjectByExecutive: [{ bdeCode: bde.bdeCode, count: rows.length, projects: rows }] };
    },
  );
}
