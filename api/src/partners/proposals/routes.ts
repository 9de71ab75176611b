import type { FastifyInstance } from 'fastify';
import { BUSINESS_PATHS } from 'shared/contract/business';
import { ProposalSummaryResponse } from 'shared/contract/business-responses';
import type { Database } from '../../db/client';
import { guarded } from '../../plugins/guards';
import { proposalSummary } from './proposal-service';

export function proposalRoutes(app: FastifyInstance, { db }: Database) {
  app.get<{ Params: { bdeCode: string } }>(
    BUSINESS_PATHS.proposalSummary.pattern,
    {
      preHandler: [app.requireBde, app.ownBdeCodeParam],
      schema: {
        summary: "The signed-in BDE's proposals: sent, accepted and the acceptance rate",
        response: { 200: ProposalSummaryResponse },
      },
    },
    async (request, reply): Promise<ProposalSummaryResponse> => {
      const bde = guarded(request.bde);
      reply.header('cache-control', 'no-store');
      return proposalSummary(db, bde.id);
    },
  );
}
