import type { FastifyInstance } from 'fastify';
import type { ProposalSummaryResponse } from 'shared/contract/business';
import type { Database } from '../../db/client';
import { assertOwnCode, requireBde } from '../business/bde-access';
import { proposalSummary } from './proposal-service';

export function proposalRoutes(app: FastifyInstance, { db }: Database) {
  app.get<{ Params: { bdeCode: string } }>(
    '/api/Proposal/summary/:bdeCode',
    async (request, reply): Promise<ProposalSummaryResponse> => {
      const bde = await requireBde(request, db);
      assertOwnCode(bde, request.params.bdeCode);
      reply.header('Cache-Control', 'no-store');
      return proposalSummary(db, bde.id);
    },
  );
}
