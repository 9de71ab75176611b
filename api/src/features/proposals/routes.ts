import type { FastifyInstance } from 'fastify';
import { BUSINESS_PATHS, type ProposalSummaryResponse } from 'shared/contract/business';
import type { Database } from '../../db/client';
import { guarded } from '../../plugins/guards';
import { proposalSummary } from './proposal-service';

export function proposalRoutes(app: FastifyInstance, { db }: Database) {
  app.get<{ Params: { bdeCode: string } }>(
    BUSINESS_PATHS.proposalSummary.pattern,
    { preHandler: [app.requireBde, app.ownBdeCodeParam] },
    async (request, reply): Promise<ProposalSummaryResponse> => {
      const bde = guarded(request.bde);
      reply.header('Cache-Control', 'no-store');
      return proposalSummary(db, bde.id);
    },
  );
}
