import type { FastifyInstance } from 'fastify';
import { STAFF_PATHS } from 'shared/contract/staff';
import { OutboxEmailResponse, OutboxListResponse } from 'shared/contract/staff-outbox-responses';
import { HttpError } from '../../lib/http-error';
import { listQuerySchema } from '../../lib/keyset-page';
import { pathId } from '../../lib/path-id';
import { refuseOtherSites } from '../../lib/refuse-other-sites';
import type { StaffDeps } from '../../lib/staff-deps';
import { actorOf } from '../../back-office/audit-log/audit-service';
import {
  OUTBOX_FILTERS,
  OUTBOX_SORTS,
  listOutbox,
  openOutboxEmail,
  parseOutboxQuery,
} from './outbox-list-service';

export const EMAIL_NOT_FOUND = 'There is no email with this number in the outbox.';

/**
 * The outbox, for admins only: an email may carry a password-reset link, which would let its reader
 * into the account, so reading one is audited like opening an identity document.
 */
export function staffOutboxRoutes(app: FastifyInstance, { db, config, personKeys }: StaffDeps) {
  const delivery = { sending: Boolean(config.smtpUrl), from: config.mailFrom };

  app.get(
    STAFF_PATHS.outbox,
    {
      preHandler: app.staffOnly('admin'),
      schema: {
        summary: 'The outbox: every email the site queued, a page at a time',
        description:
          'Newest first. `status` is pending, sent or failed; `q` searches the address and the subject. ' +
          '`delivery.sending` is false when SMTP_URL is not set (nothing is sent; emails wait here).',
        querystring: listQuerySchema(OUTBOX_SORTS, OUTBOX_FILTERS),
        response: { 200: OutboxListResponse },
      },
    },
    async (request, reply): Promise<OutboxListResponse> => {
      const query = parseOutboxQuery(request.query);
      reply.header('cache-control', 'no-store');
      return { ...(await listOutbox(db, query)), delivery };
    },
  );

  app.get(
    STAFF_PATHS.outboxEmail.pattern,
    {
      preHandler: [...app.staffOnly('admin'), refuseOtherSites],
      // Fastify would answer HEAD by running the handler: an audited read with nothing read.
      exposeHeadRoute: false,
      schema: {
        summary: 'One email of the outbox: its headers, text and HTML',
        description:
          'Every reading writes an `email.open` audit row in the same transaction that reads the email ' +
          '(it may hold a reset link). The HTML is data: show it as text or in a sandboxed frame. A ' +
          'request another site started (`Sec-Fetch-Site: cross-site` or `same-site`) gets 403.',
        response: { 200: OutboxEmailResponse },
      },
    },
    async (request, reply): Promise<OutboxEmailResponse> => {
      const email = await openOutboxEmail(db, actorOf(request), pathId(request.params, 'emailId'), {
        personKeys,
        from: config.mailFrom,
        publicOrigin: config.publicOrigin,
      });
      if (!email) throw new HttpError(404, EMAIL_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      return { ...email, delivery };
    },
  );
}
