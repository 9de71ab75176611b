import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STATE_PATHS, type DistrictItem, type StateItem } from 'shared/contract/states';
import type { Db } from '../../db/client';
import { districts, states } from '../../db/schema';

/** The district list changes only with a new release: browsers may keep it for an hour. */
const CACHE = 'public, max-age=3600';

export function stateRoutes(app: FastifyInstance, db: Db) {
  app.get(STATE_PATHS.allStates, async (_request, reply): Promise<StateItem[]> => {
    reply.header('Cache-Control', CACHE);
    return db.select({ name: states.name }).from(states).orderBy(asc(states.name));
  });

  app.get<{ Params: { stateName: string } }>(
    '/api/State/districtsByStateName/:stateName',
    async (request, reply): Promise<DistrictItem[]> => {
      reply.header('Cache-Control', CACHE);
      const stateName = request.params.stateName.trim().toLowerCase();
      return db
        .select({ name: districts.name })
        .from(districts)
        .innerJoin(states, eq(states.id, districts.stateId))
        .where(eq(sql`lower(${states.name})`, stateName))
        .orderBy(asc(districts.name));
    },
  );
}

/** True when the district is one of the state's (both as the tables spell them). */
export async function isDistrictOf(db: Db, state: string, district: string): Promise<boolean> {
  const rows = await db
    .select({ id: districts.id })
    .from(districts)
    .innerJoin(states, eq(states.id, districts.stateId))
    .where(sql`${states.name} = ${state} and ${districts.name} = ${district}`)
    .limit(1);
  return rows.length > 0;
}
