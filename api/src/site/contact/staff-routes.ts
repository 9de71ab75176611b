import type { FastifyInstance } from 'fastify';
import { STAFF_PATHS } from 'shared/contract/staff';
import {
  AssigneesResponse,
  MessageDetailResponse,
  MessageListResponse,
} from 'shared/contract/staff-inbox-responses';
import { STAFF_INBOX_MESSAGES, messageUpdateSchema } from 'shared/contract/staff-inbox-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { staffListRoute } from '../../lib/staff-list-route';
import { subjectRoutes } from '../../lib/subject-routes';
import {
  MESSAGE_FILTERS,
  MESSAGE_SORTS,
  activeStaff,
  findMessage,
  listMessages,
  parseMessageQuery,
  updateMessage,
} from './message-service';

/** Contact messages: the list, one message with its notes, status and assignee, notes. */
export function staffMessageRoutes(app: FastifyInstance, { db }: StaffDeps) {
  staffListRoute(app, {
    access: 'office',
    path: STAFF_PATHS.messages,
    summary: 'Contact messages, a page at a time',
    description:
      '`q` searches name, email, contact number and message; `assigneeId` is a staff id or `none`.',
    sorts: MESSAGE_SORTS,
    filters: MESSAGE_FILTERS,
    response: MessageListResponse,
    parse: parseMessageQuery,
    page: (query) => listMessages(db, query),
  });

  app.get(
    STAFF_PATHS.assignees,
    {
      preHandler: app.staffOnly('office'),
      schema: {
        summary: 'The staff members a message can be assigned to',
        response: { 200: AssigneesResponse },
      },
    },
    async (_request, reply): Promise<AssigneesResponse> => {
      reply.header('cache-control', 'no-store');
      return { items: await activeStaff(db) };
    },
  );

  subjectRoutes(app, db, {
    access: 'office',
    type: 'message',
    idParam: 'messageId',
    paths: { one: STAFF_PATHS.message.pattern, notes: STAFF_PATHS.messageNotes.pattern },
    notFound: STAFF_INBOX_MESSAGES.messageNotFound,
    noun: 'contact message',
    detail: {
      summary: 'One contact message, with its notes',
      response: MessageDetailResponse,
      find: findMessage,
    },
    update: {
      summary: "Change a contact message's status or assignee",
      description: 'At least one of them; `assigneeId: null` unassigns. Audited as `message.update`.',
      schema: messageUpdateSchema,
      change: updateMessage,
    },
  });
}
