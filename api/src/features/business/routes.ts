import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  paiseToRupees,
  type OnHoldResponse,
  type ProjectListResponse,
  type TotalRevenueResponse,
} from 'shared/contract/business';
import type { Database } from '../../db/client';
import { assertOwnCode, bdeCodeFromQuery, requireBde } from './bde-access';
import { listProjects, totalRevenuePaise } from './project-service';

/** A BDE's own business figures change whenever staff record something: never cache them. */
function noStore(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

/** SPEC §7's /api/BDEBusiness calls; each answers only for the signed-in BDE's own code. */
export function businessRoutes(app: FastifyInstance, { db }: Database) {
  app.get('/api/BDEBusiness/ActiveProject', async (request, reply): Promise<ProjectListResponse> => {
    const bde = await requireBde(request, db);
    assertOwnCode(bde, bdeCodeFromQuery(request.query));
    noStore(reply);
    const rows = await listProjects(db, bde.id, 'Active');
    return { count: rows.length, projects: rows };
  });

  app.get('/api/BDEBusiness/CompletedProjects', async (request, reply): Promise<ProjectListResponse> => {
    const bde = await requireBde(request, db);
    assertOwnCode(bde, bdeCodeFromQuery(request.query));
    noStore(reply);
    const rows = await listProjects(db, bde.id, 'Completed');
    return { count: rows.length, projects: rows };
  });

  app.get('/api/BDEBusiness/TotalRevenue', async (request, reply): Promise<TotalRevenueResponse> => {
    const bde = await requireBde(request, db);
    assertOwnCode(bde, bdeCodeFromQuery(request.query));
    noStore(reply);
    return { totalRevenue: paiseToRupees(await totalRevenuePaise(db, bde.id)) };
  });

  // The original sent every BDE's on-hold projects to every browser and filtered there; this
  // answers with the caller's own entry only (count 0 when they have none).
  app.get('/api/BDEBusiness/On Hold', async (request, reply): Promise<OnHoldResponse> => {
    const bde = await requireBde(request, db);
    noStore(reply);
    const rows = await listProjects(db, bde.id, 'On Hold');
    return { onHoldProjectByExecutive: [{ bdeCode: bde.bdeCode, count: rows.length, projects: rows }] };
  });
}
