import type { FastifyInstance } from 'fastify';
import { newsletterIssueSchema } from 'shared/contract/newsletter-subscription-schema';
import { NewsletterIssueQueued } from 'shared/contract/newsletter-subscription-responses';
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
import { bodySchema } from '../../lib/request-schema';
import { validateBody } from '../../lib/validate';
import type { StaffDeps } from '../../lib/staff-deps';
import { staffListRoute } from '../../lib/staff-list-route';
import { actorOf, auditedChange, plain, recordAudit } from '../../back-office/audit-log/audit-service';
import { queueNewsletterIssue } from './subscription-service';
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

/** Newsletter subscribers: the list, removing one, the whole list as CSV, and sending a newsletter. */
export function staffSubscriberRoutes(
  app: FastifyInstance,
  { db, config, now, personKeys, unsubscribeKeys }: StaffDeps,
) {
  const staffOnly = app.staffOnly('office');

  staffListRoute(app, {
    access: 'office',
    path: STAFF_PATHS.subscribers,
    summary: 'Newsletter subscribers, a page at a time',
    description: '`q` searches the address.',
    sorts: SUBSCRIBER_SORTS,
    response: SubscriberListResponse,
    parse: parseSubscriberQuery,
    page: (query) => listSubscribers(db, query),
  });

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
          detail: {
            emailAddress: personKeys.personal(
              { kind: 'address', address: row.emailAddress },
              row.emailAddress,
            ),
          },
        }),
        (tx: Db) => removeSubscriber(tx, id, new Date(now())),
      );
      if (!removed) throw new HttpError(404, SUBSCRIBER_NOT_FOUND);
      reply.header('cache-control', 'no-store');
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
        // A search may be someone's address: sealed as that address's, erased with its owner.
        detail: { rows, q: q === null ? null : personKeys.personal({ kind: 'address', address: q }, q) },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="subscribers-${todayInIndia(new Date(now()))}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(subscribersCsv(db, q));
    },
  );

  app.post(
    STAFF_PATHS.newsletterIssue,
    {
      preHandler: [...app.staffOnly('admin'), refuseOtherSites],
      schema: {
        summary: 'Send a newsletter to every confirmed subscriber',
        description:
          'Admins only. One outbox email per confirmed address, each with its own one-click unsubscribe ' +
          '(List-Unsubscribe and List-Unsubscribe-Post, RFC 8058, and a link in the text); all queued in one ' +
          'transaction with the audit row `newsletter.send` (subject and count).',
        body: bodySchema(newsletterIssueSchema),
        response: { 202: NewsletterIssueQueued },
      },
    },
    async (request, reply): Promise<NewsletterIssueQueued> => {
      const { subject, text } = await validateBody(newsletterIssueSchema, request.body);
      const recipients = await auditedChange(
        db,
        actorOf(request),
        (count) => ({
          action: 'newsletter.send',
          targetType: 'subscriber',
          detail: { subject: plain(subject), recipients: count },
        }),
        (tx: Db) =>
          queueNewsletterIssue(tx, { subject, text, publicOrigin: config.publicOrigin, unsubscribeKeys }),
      );
      reply.code(202).header('cache-control', 'no-store');
      return { recipients };
    },
  );
}
