import type { FastifyInstance } from 'fastify';
import { STAFF_PATHS } from 'shared/contract/staff';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import {
  RemovedSubscriber,
  SubscriberListResponse,
  SubscribersCsv,
} from 'shared/contract/staff-subscriber-responses';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { listQuerySchema, parseListQuery } from '../../lib/keyset-page';
import { pathId } from '../../lib/path-id';
import { refuseOtherSites } from '../../lib/refuse-other-sites';
import type { StaffDeps } from '../../lib/staff-deps';
import { actorOf, auditedChange, recordAudit } from '../audit-log/audit-service';
import {
  SUBSCRIBER_SORTS,
  countSubscribers,
  listSubscribers,
  parseSubscriberQuery,
  removeSubscriber,
  subscribersCsv,
} from './subscriber-service';

export const SUBSCRIBER_NOT_FOUND = 'There is no such subscriber; someone may have removed them already.';

/** The export's `q`: the only parameter it takes, checked as a list's search is. */
const exportQuery = (query: unknown) =>
  parseListQuery(query, { sorts: SUBSCRIBER_SORTS, defaultSort: 'createdAt' });

/** Newsletter subscribers: the list, removing one, and the whole list as CSV. */
export function staffSubscriberRoutes(app: FastifyInstance, { db, now }: StaffDeps) {
  const staffOnly = [app.requireStaff];

  app.get(
    STAFF_PATHS.subscribers,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'Newsletter subscribers, a page at a time',
        description: '`q` searches the address.',
        querystring: listQuerySchema(SUBSCRIBER_SORTS),
        response: { 200: SubscriberListResponse },
      },
    },
    async (request, reply): Promise<SubscriberListResponse> => {
      const query = parseSubscriberQuery(request.query);
      reply.header('Cache-Control', 'no-store');
      return listSubscribers(db, query);
    },
  );

  app.post<{ Params: { subscriberId: string } }>(
    STAFF_PATHS.subscriberRemove.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'Remove a newsletter subscriber',
        description: 'Audited as `subscriber.remove`, with the address.',
        response: { 200: RemovedSubscriber },
      },
    },
    async (request, reply): Promise<RemovedSubscriber> => {
      const id = pathId(request.params, 'subscriberId');
      const removed = await auditedChange(
        db,
        actorOf(request),
        (row) => ({
          action: 'subscriber.remove',
          targetType: 'subscriber',
          targetId: row.id,
          detail: { emailAddress: row.emailAddress },
        }),
        (tx: Db) => removeSubscriber(tx, id),
      );
      if (!removed) throw new HttpError(404, SUBSCRIBER_NOT_FOUND);
      reply.header('Cache-Control', 'no-store');
      return removed;
    },
  );

  app.get(
    STAFF_PATHS.subscribersCsv,
    {
      preHandler: [...staffOnly, refuseOtherSites],
      // Fastify would answer HEAD by running the handler: an audited read with nothing read.
      exposeHeadRoute: false,
      schema: {
        summary: 'Every newsletter subscriber as CSV',
        description:
          'A download (`Content-Disposition: attachment`), never cached, written a batch at a time; `q` ' +
          'exports only the matching addresses. The export and its row count are audited first.',
        querystring: {
          type: 'object',
          properties: { q: listQuerySchema(SUBSCRIBER_SORTS).properties.q },
        },
        response: { 200: SubscribersCsv },
      },
    },
    async (request, reply) => {
      const { q } = exportQuery(request.query);
      const rows = await countSubscribers(db, q);
      await recordAudit(db, actorOf(request), {
        action: 'subscriber.export',
        targetType: 'subscriber',
        detail: { rows, q },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="subscribers-${todayInIndia(new Date(now()))}.csv"`,
        )
        .header('Cache-Control', 'no-store')
        .send(subscribersCsv(db, q));
    },
  );
}
