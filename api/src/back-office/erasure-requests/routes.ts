import type { FastifyInstance } from 'fastify';
import { BDE_DATA_MESSAGES, STAFF_ERASURE_PATHS } from 'shared/contract/bde-data';
import { ErasureOutcome, ErasureRequestItem, ErasureRequestList } from 'shared/contract/bde-data-responses';
import { erasureDeclineSchema } from 'shared/contract/bde-data-schema';
import { conflict, HttpError } from '../../lib/http-error';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { validateBody } from '../../lib/validate';
import { actorOf } from '../audit-log/audit-service';
import {
  carryOutErasure,
  declineErasure,
  type ErasureKeys,
} from '../../partners/personal-data/erasure-service';
import { erasureRequestItem, listErasureRequests } from './erasure-list-service';

type Params = { bdeCode: string };

/** Why a BDE with earnings is not erased, and from when they can be. */
export const ledgerKeptMessage = (keptUntil: string) =>
  'This BDE has commission lines or payouts: the Income-tax Act requires those records, with the name and ' +
  `PAN they were paid and taxed under, to be kept until ${keptUntil} (six years after the assessment year, ` +
  'rule 6F). Nothing was erased; decline the request with this reason, or carry it out after that day.';

// An unknown code has no pending request either: one answer for both.
const noPendingRequest = () => new HttpError(404, BDE_DATA_MESSAGES.noPendingRequest);

/** The request a handling touched, as the list shows it (it exists: the handling just wrote it). */
async function itemOf(deps: StaffDeps, requestId: number): Promise<ErasureRequestItem> {
  const item = await erasureRequestItem(deps.db, deps.personKeys, requestId);
  if (!item) throw new Error(`Erasure request #${requestId} vanished while it was handled.`);
  return item;
}

/** The BDEs' erasure requests in the back office: the list, carrying one out (admins) and declining. */
export function staffErasureRoutes(app: FastifyInstance, deps: StaffDeps & { identity: ErasureKeys }) {
  const { db, now } = deps;

  app.get(
    STAFF_ERASURE_PATHS.requests,
    {
      preHandler: app.staffOnly('office'),
      schema: {
        summary: "BDEs' erasure requests, pending ones first",
        description: 'Pending requests oldest first, then the 100 most recently handled.',
        response: { 200: ErasureRequestList },
      },
    },
    async (_request, reply): Promise<ErasureRequestList> => {
      reply.header('cache-control', 'no-store');
      return { items: await listErasureRequests(db, deps.personKeys) };
    },
  );

  app.post<{ Params: Params }>(
    STAFF_ERASURE_PATHS.erase.pattern,
    {
      preHandler: app.staffOnly('admin'),
      schema: {
        summary: "Admin: carry out a BDE's pending erasure request",
        description:
          'In one transaction: deletes the document copies, sessions, reset links, the job applications ' +
          'sent with their address and the emails that ' +
          'name the BDE; overwrites every personal field with a placeholder (the account can never sign ' +
          'in again); takes their leads off them; keeps proposals and projects on the anonymised BDE ' +
          'code. Audited as `bde.erase`. 404 when the BDE has no pending request; 409 (nothing erased) when ' +
          'the BDE has commission lines or payouts, tax records kept until the day the answer names.',
        response: { 200: ErasureOutcome },
      },
    },
    async (request, reply): Promise<ErasureOutcome> => {
      const result = await carryOutErasure(db, deps.identity, {
        bdeCode: request.params.bdeCode,
        actor: actorOf(request),
        now: now(),
      });
      if (!result) throw noPendingRequest();
      if ('keptUntil' in result) throw conflict(ledgerKeptMessage(result.keptUntil));
      // Their session rows are gone; this process must not go on trusting its copies of them.
      app.sessions.forgetOthers('bde', result.executiveId, '');
      reply.header('cache-control', 'no-store');
      return { request: await itemOf(deps, result.requestId), removed: result.counts };
    },
  );

  app.post<{ Params: Params }>(
    STAFF_ERASURE_PATHS.decline.pattern,
    {
      preHandler: app.staffOnly('office'),
      schema: {
        summary: "Decline a BDE's pending erasure request, with a reason",
        description:
          'The reason (5 to 500 characters) is emailed to the BDE and shown on their profile. Audited as ' +
          '`bde.erasure-decline`. 404 when the BDE has no pending request.',
        body: bodySchema(erasureDeclineSchema),
        response: { 200: ErasureRequestItem },
      },
    },
    async (request, reply): Promise<ErasureRequestItem> => {
      const { reason } = await validateBody(erasureDeclineSchema, request.body);
      const result = await declineErasure(db, {
        bdeCode: request.params.bdeCode,
        reason,
        actor: actorOf(request),
        now: now(),
        personKeys: deps.personKeys,
      });
      if (!result) throw noPendingRequest();
      reply.header('cache-control', 'no-store');
      return itemOf(deps, result.requestId);
    },
  );
}
