import type { FastifyInstance, FastifyReply } from 'fastify';
import { BDE_INBOX_PATHS } from 'shared/contract/earnings';
import { messageSchema, readUpToSchema } from 'shared/contract/bde-inbox-schema';
import {
  BdeMessage,
  BdeMessagesResponse,
  BdeNotificationsResponse,
  UnreadCount,
} from 'shared/contract/bde-inbox-responses';
import type { Db } from '../../db/client';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { bodySchema, querySchema } from '../../lib/request-schema';
import { validateBody } from '../../lib/validate';
import { guarded } from '../../plugins/guards';
import {
  markMessagesRead,
  markNotificationsRead,
  ownMessages,
  ownNotifications,
  writeAsPartner,
} from './inbox-service';

/** The limiter's scope for a BDE's messages to the office: a flood ceiling per BDE. */
const MESSAGE_SCOPE = 'bde-message';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The BDE's bell and their conversation with the office: only ever the signed-in BDE's own. */
export function bdeInboxRoutes(
  app: FastifyInstance,
  { db, now, messageLimiter }: { db: Db; now: () => number; messageLimiter: AttemptLimiter },
) {
  const ownCode = [app.requireBde, app.ownBdeCodeQuery];
  const { notifications, messages, messagesRead } = BDE_INBOX_PATHS;

  app.get(
    notifications.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: "The signed-in BDE's newest notifications and how many are unread",
        querystring: querySchema(notifications),
        response: { 200: BdeNotificationsResponse },
      },
    },
    async (request, reply): Promise<BdeNotificationsResponse> => {
      noStore(reply);
      return ownNotifications(db, guarded(request.bde).id);
    },
  );
  app.post(
    notifications.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: 'Marks the BDE’s notifications up to `upTo` read',
        querystring: querySchema(notifications),
        body: bodySchema(readUpToSchema),
        response: { 200: UnreadCount },
      },
    },
    async (request, reply): Promise<UnreadCount> => {
      const { upTo } = await validateBody(readUpToSchema, request.body);
      noStore(reply);
      return markNotificationsRead(db, guarded(request.bde).id, upTo, now());
    },
  );

  app.get(
    messages.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: "The signed-in BDE's conversation with the office, oldest first",
        querystring: querySchema(messages),
        response: { 200: BdeMessagesResponse },
      },
    },
    async (request, reply): Promise<BdeMessagesResponse> => {
      noStore(reply);
      return ownMessages(db, guarded(request.bde).id);
    },
  );
  app.post(
    messages.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: 'Writes to the office',
        description: '`text`: 1 to 2000 characters once trimmed. At most 30 messages an hour.',
        querystring: querySchema(messages),
        body: bodySchema(messageSchema),
        response: { 201: BdeMessage },
      },
    },
    async (request, reply): Promise<BdeMessage> => {
      const bde = guarded(request.bde);
      const { text } = await validateBody(messageSchema, request.body);
      await messageLimiter.attempt(MESSAGE_SCOPE, request, `bde:${bde.id}`);
      noStore(reply).status(201);
      return writeAsPartner(db, bde.id, text);
    },
  );
  app.post(
    messagesRead.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: "Marks the office's messages up to `upTo` read",
        querystring: querySchema(messagesRead),
        body: bodySchema(readUpToSchema),
        response: { 200: UnreadCount },
      },
    },
    async (request, reply): Promise<UnreadCount> => {
      const { upTo } = await validateBody(readUpToSchema, request.body);
      noStore(reply);
      return markMessagesRead(db, guarded(request.bde).id, upTo, now());
    },
  );
}

/** A BDE may write this many messages an hour (their replies; the office is not limited). */
export const MESSAGE_LIMITS = { perClient: 300, perAccount: 30, windowMs: 60 * 60 * 1000 };
