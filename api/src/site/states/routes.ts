import type { FastifyInstance } from 'fastify';
import { STATE_PATHS } from 'shared/contract/states';
import { DistrictList, StateList, type DistrictItem, type StateItem } from 'shared/contract/states-responses';
import type { Db } from '../../db/client';
import { listDistricts, listStates } from './service';

/** The district list changes only with a new release: browsers may keep it for an hour. */
const CACHE = 'public, max-age=3600';

export function stateRoutes(app: FastifyInstance, db: Db) {
  const states = { summary: 'The states a BDE can register from', response: { 200: StateList } };
  app.get(STATE_PATHS.allStates, { schema: states }, async (_request, reply): Promise<StateItem[]> => {
    reply.header('cache-control', CACHE);
    return listStates(db);
  });

  app.get<{ Params: { stateName: string } }>(
    STATE_PATHS.districts.pattern,
    { schema: { summary: "A supported state's districts", response: { 200: DistrictList } } },
    async (request, reply): Promise<DistrictItem[]> => {
      reply.header('cache-control', CACHE);
      return listDistricts(db, request.params.stateName);
    },
  );
}
