import type { FastifyInstance } from 'fastify';
import { STAFF_PATHS } from 'shared/contract/staff';
import {
  AssigneesResponse,
  MessageDetailResponse,
  MessageListResponse,
  StaffNote,
} from 'shared/contract/staff-inbox-responses';
import { STAFF_INBOX_MESSAGES, messageUpdateSchema, noteSchema } from 'shared/contract/staff-inbox-schema';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type { MessageListItem } from 'shared/contract/staff-inbox-responses';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { listQuerySchema } from '../../lib/keyset-page';
import { pathId } from '../../lib/path-id';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { validateBody } from '../../lib/validate';
import { actorOf, auditedChange, stateChange } from '../audit-log/audit-service';
import { addNote } from '../staff-notes/notes-service';
import {
  MESSAGE_FILTERS,
  MESSAGE_SORTS,
  activeStaff,
  findMessage,
  listMessages,
  parseMessageQuery,
  updateMessage,
} from './message-service';

const notFound = () => new HttpError(404, STAFF_INBOX_MESSAGES.messageNotFound);

/** Contact messages: the list, one message with its notes, status and assignee, notes. */
export function staffMessageRoutes(app: FastifyInstance, { db }: StaffDeps) {
  const staffOnly = [app.requireStaff];

  app.get(
    STAFF_PATHS.messages,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'Contact messages, a page at a time',
        description:
          '`q` searches name, email, contact number and message; `assigneeId` is a staff id or `none`.',
        querystring: listQuerySchema(MESSAGE_SORTS, MESSAGE_FILTERS),
        response: { 200: MessageListResponse },
      },
    },
    async (request, reply): Promise<ListPage<MessageListItem>> => {
      const query = parseMessageQuery(request.query);
      reply.header('Cache-Control', 'no-store');
      return listMessages(db, query);
    },
  );

  app.get(
    STAFF_PATHS.assignees,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'The staff members a message can be assigned to',
        response: { 200: AssigneesResponse },
      },
    },
    async (_request, reply): Promise<AssigneesResponse> => {
      reply.header('Cache-Control', 'no-store');
      return { items: await activeStaff(db) };
    },
  );

  app.get(
    STAFF_PATHS.message.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'One contact message, with its notes',
        response: { 200: MessageDetailResponse },
      },
    },
    async (request, reply): Promise<MessageDetailResponse> => {
      const message = await findMessage(db, pathId(request.params, 'messageId'));
      if (!message) throw notFound();
      reply.header('Cache-Control', 'no-store');
      return message;
    },
  );

  app.post(
    STAFF_PATHS.message.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: "Change a contact message's status or assignee",
        description: 'At least one of them; `assigneeId: null` unassigns. Audited as `message.update`.',
        body: bodySchema(messageUpdateSchema),
        response: { 200: MessageDetailResponse },
      },
    },
    async (request, reply): Promise<MessageDetailResponse> => {
      const id = pathId(request.params, 'messageId');
      const body = await validateBody(messageUpdateSchema, request.body);
      const changed = await auditedChange(
        db,
        actorOf(request),
        (states) => stateChange('message.update', 'message', id, states),
        (tx: Db) => updateMessage(tx, id, body),
      );
      const message = changed && (await findMessage(db, id));
      if (!message) throw notFound();
      reply.header('Cache-Control', 'no-store');
      return message;
    },
  );

  app.post(
    STAFF_PATHS.messageNotes.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'Add a note to a contact message',
        description: 'Audited as `message.note`.',
        body: bodySchema(noteSchema),
        response: { 201: StaffNote },
      },
    },
    async (request, reply): Promise<StaffNote> => {
      const id = pathId(request.params, 'messageId');
      const { text } = await validateBody(noteSchema, request.body);
      const staff = actorOf(request);
      const note = await auditedChange(
        db,
        staff,
        (added) => ({
          action: 'message.note',
          targetType: 'message',
          targetId: id,
          detail: { noteId: added.id },
        }),
        (tx: Db) => addNote(tx, { type: 'message', id }, staff.staffId, text),
      );
      if (!note) throw notFound();
      reply.status(201);
      return note;
    },
  );
}
