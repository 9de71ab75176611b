import type { FastifyInstance, FastifyReply } from 'fastify';
import { followUpSchema } from 'shared/contract/bde-follow-up-schema';
import { BDE_PORTAL_PATHS } from 'shared/contract/bde-portal';
import {
  BdeClientsResponse,
  BdeLeadsResponse,
  BdeOverviewResponse,
  BdeProposalsResponse,
  BdeReportsResponse,
  BdeTeamResponse,
  FollowUpResult,
  FollowUpsResponse,
} from 'shared/contract/bde-portal-responses';
import { LEAD_STATUSES } from 'shared/contract/staff';
import type { Db } from '../../db/client';
import { idempotentCall, recordOnce, sendAnswer } from '../../lib/idempotency';
import { listQuerySchema } from '../../lib/keyset-page';
import { bodySchema, querySchema } from '../../lib/request-schema';
import { validateBody } from '../../lib/validate';
import { guarded } from '../../plugins/guards';
import { ownFollowUps, recordFollowUp } from './follow-up-service';
import { LEAD_SORTS, listOwnLeads, ownClients, ownOverview, parseBdeLeadQuery } from './leads-service';
import { ownProposals, ownReports, ownTeam } from './reports-service';

/** A BDE's own figures change whenever they or staff record something: never cache them. */
function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/**
 * The portal's live screens (/api/BDEPortal/*). Like the calls before them, each takes the BDE's
 * code in the query and answers only for the signed-in BDE's own code.
 */
export function bdePortalRoutes(app: FastifyInstance, { db, now }: { db: Db; now: () => number }) {
  const ownCode = [app.requireBde, app.ownBdeCodeQuery];

  /** A GET answering with `answer(executiveId)` for the signed-in BDE. */
  const figures = <T>(
    path: (typeof BDE_PORTAL_PATHS)[keyof typeof BDE_PORTAL_PATHS],
    summary: string,
    response: object,
    answer: (executiveId: number) => Promise<T>,
  ) =>
    app.get(
      path.pattern,
      {
        preHandler: ownCode,
        schema: { summary, querystring: querySchema(path), response: { 200: response } },
      },
      async (request, reply): Promise<T> => {
        noStore(reply);
        return answer(guarded(request.bde).id);
      },
    );

  app.get<{ Querystring: Record<string, unknown> }>(
    BDE_PORTAL_PATHS.leads.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: "A page of the signed-in BDE's own leads",
        querystring: (() => {
          const list = listQuerySchema(LEAD_SORTS, { status: LEAD_STATUSES });
          return {
            ...list,
            properties: { ...list.properties, bdeCode: { type: 'string', minLength: 1 } },
            required: ['bdeCode'],
          };
        })(),
        response: { 200: BdeLeadsResponse },
      },
    },
    async (request, reply) => {
      const { bdeCode: _own, ...query } = request.query;
      const parsed = parseBdeLeadQuery(query);
      noStore(reply);
      return listOwnLeads(db, guarded(request.bde).id, parsed);
    },
  );
  figures(BDE_PORTAL_PATHS.clients, "The signed-in BDE's clients", BdeClientsResponse, async (id) => ({
    clients: await ownClients(db, id),
  }));
  figures(BDE_PORTAL_PATHS.followUps, "The signed-in BDE's follow-ups", FollowUpsResponse, (id) =>
    ownFollowUps(db, id, now()),
  );
  app.post(
    BDE_PORTAL_PATHS.followUps.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: 'Records a follow-up on one of the BDE’s leads: done, or moved to a date',
        description:
          'With an `Idempotency-Key` header, a repeated key answers as the first request did without ' +
          'recording again (a different body with the same key is a 422).',
        querystring: querySchema(BDE_PORTAL_PATHS.followUps),
        body: bodySchema(followUpSchema),
        response: { 200: FollowUpResult },
      },
    },
    async (request, reply): Promise<FollowUpResult> => {
      const bde = guarded(request.bde);
      // Checked first: a malformed key is refused before anything else is read.
      const call = idempotentCall(request, 'follow-up', `bde:${bde.id}`);
      const body = await validateBody(followUpSchema, request.body);
      noStore(reply);
      const answer = await recordOnce(db, call, 200, (tx) => recordFollowUp(tx, bde.id, body, now()));
      return sendAnswer(reply, answer);
    },
  );
  figures(BDE_PORTAL_PATHS.proposals, "The signed-in BDE's proposals", BdeProposalsResponse, async (id) => ({
    proposals: await ownProposals(db, id),
  }));
  figures(BDE_PORTAL_PATHS.overview, "The signed-in BDE's lead figures", BdeOverviewResponse, (id) =>
    ownOverview(db, id, now()),
  );
  figures(BDE_PORTAL_PATHS.reports, "The signed-in BDE's last 12 months", BdeReportsResponse, (id) =>
    ownReports(db, id, now()),
  );
  figures(BDE_PORTAL_PATHS.team, "The signed-in BDE's downline, rolled up", BdeTeamResponse, (id) =>
    ownTeam(db, id, now()),
  );
}
