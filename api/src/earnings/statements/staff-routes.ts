import type { FastifyInstance } from 'fastify';
import { BdeEarningsResponse } from 'shared/contract/bde-earnings-responses';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { StaffDeps } from '../../lib/staff-deps';
import { partnerNotFound } from '../../lib/partner-errors';
import { partnerId } from '../../partners/executives/partner-service';
import { earningsOf } from './earnings-service';

/** The partner page's earnings: the very answer the BDE sees in the portal, for any BDE. */
export function staffPartnerEarningsRoutes(app: FastifyInstance, { db, now }: StaffDeps) {
  app.get<{ Params: { bdeCode: string } }>(
    STAFF_EARNINGS_PATHS.partnerEarnings.pattern,
    {
      preHandler: app.staffOnly('office'),
      schema: {
        summary: "A BDE's earnings, as the BDE sees them",
        description:
          'This India month’s and financial year’s figures in paise, the newest 200 lines, the payouts ' +
          'with their UTR and the overrides by level: the same service as the portal. 404 for an unknown code.',
        response: { 200: BdeEarningsResponse },
      },
    },
    async (request, reply): Promise<BdeEarningsResponse> => {
      const id = await partnerId(db, request.params.bdeCode);
      const answer = id === undefined ? undefined : await earningsOf(db, id, now());
      if (!answer) throw partnerNotFound();
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );
}
