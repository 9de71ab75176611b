import type { FastifyInstance } from 'fastify';
import { messageSchema } from 'shared/contract/bde-inbox-schema';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import { PartnerMessagesResponse } from 'shared/contract/staff-earnings-responses';
import type { Db } from '../../db/client';
import { bodySchema } from '../../lib/request-schema';
import { HttpError } from '../../lib/http-error';
import type { StaffDeps } from '../../lib/staff-deps';
import { validateBody } from '../../lib/validate';
import { actorOf, auditedChange, plain } from '../../back-office/audit-log/audit-service';
import { partnerId } from '../executives/partner-service';
import { staffConversation, writeAsStaff } from './inbox-service';
import { noticeSettingsOf } from './notify-service';

type Params = { bdeCode: string };

const partnerNotFound = () => new HttpError(404, 'No BDE has this code.');

/** The partner page's conversation with one BDE: the office reads it and writes to them. */
export function staffPartnerMessageRoutes(app: FastifyInstance, { db, config, now }: StaffDeps) {
  const staffOnly = app.staffOnly('office');
  const notices = noticeSettingsOf(config);
  const path = STAFF_EARNINGS_PATHS.partnerMessages.pattern;

  const idOf = async (bdeCode: string) => {
    const id = await partnerId(db, bdeCode);
    if (id === undefined) throw partnerNotFound();
    return id;
  };

  app.get<{ Params: Params }>(
    path,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'The conversation with a BDE, oldest first',
        description:
          "Reading it marks the BDE's messages read; `unread` is how many of theirs were unread before.",
        response: { 200: PartnerMessagesResponse },
      },
    },
    async (request, reply): Promise<PartnerMessagesResponse> => {
      const executiveId = await idOf(request.params.bdeCode);
      reply.header('cache-control', 'no-store');
      return staffConversation(db, executiveId, now());
    },
  );

  app.post<{ Params: Params }>(
    path,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'Write to a BDE',
        description:
          '`text`: 1 to 2000 characters once trimmed. The BDE is notified (by email too if they chose); ' +
          'neither repeats the message. Audited as `partner.message`.',
        body: bodySchema(messageSchema),
        response: { 201: PartnerMessagesResponse },
      },
    },
    async (request, reply): Promise<PartnerMessagesResponse> => {
      const { text } = await validateBody(messageSchema, request.body);
      const { bdeCode } = request.params;
      const executiveId = await idOf(bdeCode);
      const actor = actorOf(request);
      await auditedChange(
        db,
        actor,
        (written) => ({
          action: 'partner.message',
          targetType: 'partner',
          targetId: bdeCode,
          detail: { messageId: written.id, bdeCode: plain(bdeCode) },
        }),
        (tx: Db) => writeAsStaff(tx, notices, { executiveId, staffId: actor.staffId, text }),
      );
      reply.status(201).header('cache-control', 'no-store');
      return staffConversation(db, executiveId, now());
    },
  );
}
