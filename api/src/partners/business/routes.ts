import type { FastifyInstance, FastifyReply } from 'fastify';
import { BUSINESS_PATHS } from 'shared/contract/business';
import {
  OnHoldResponse,
  ProjectListResponse,
  TotalRevenueResponse,
} from 'shared/contract/business-responses';
import type { Database } from '../../db/client';
import { querySchema } from '../../lib/request-schema';
import { guarded } from '../../plugins/guards';
import { onHoldOf, projectListOf, totalRevenueOf } from './project-service';

/** A BDE's own business figures change whenever staff record something: never cache them. */
function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/** The /api/BDEBusiness calls; each answers only for the signed-in BDE's own code. */
export function businessRoutes(app: FastifyInstance, { db }: Database) {
  const ownCode = [app.requireBde, app.ownBdeCodeQuery];

  const listed = [
    [BUSINESS_PATHS.activeProjects, 'Active'],
    [BUSINESS_PATHS.completedProjects, 'Completed'],
  ] as const;
  for (const [path, status] of listed) {
    const schema = {
      summary: `The signed-in BDE's ${status.toLowerCase()} projects`,
      querystring: querySchema(path),
      response: { 200: ProjectListResponse },
    };
    app.get(
      path.pattern,
      { preHandler: ownCode, schema },
      async (request, reply): Promise<ProjectListResponse> => {
        noStore(reply);
        return projectListOf(db, guarded(request.bde).id, status);
      },
    );
  }

  app.get(
    BUSINESS_PATHS.totalRevenue.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: "The signed-in BDE's total revenue over every project",
        querystring: querySchema(BUSINESS_PATHS.totalRevenue),
        response: { 200: TotalRevenueResponse },
      },
    },
    async (request, reply): Promise<TotalRevenueResponse> => {
      noStore(reply);
      return totalRevenueOf(db, guarded(request.bde).id);
    },
  );

  // The original sent every BDE's on-hold projects to every browser and filtered there; this
  // answers with the caller's own entry only (count 0 when they have none). The router matches the
  // decoded path, so the route is the client's address with its space spelled out.
  app.get(
    decodeURI(BUSINESS_PATHS.onHold),
    {
      preHandler: [app.requireBde],
      schema: { summary: "The signed-in BDE's projects on hold", response: { 200: OnHoldResponse } },
    },
    async (request, reply): Promise<OnHoldResponse> => {
      noStore(reply);
      return onHoldOf(db, guarded(request.bde));
    },
  );
}
