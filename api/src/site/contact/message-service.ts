import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGE_STATUSES, type MessageStatus } from 'shared/contract/staff';
import type { MessageDetailResponse, MessageListItem, StaffRef } from 'shared/contract/staff-inbox-responses';
import { STAFF_INBOX_MESSAGES, type MessageUpdateRequest } from 'shared/contract/staff-inbox-schema';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type { Db } from '../../db/client';
import { contactMessages, executives, staffMembers } from '../../db/schema';
import { bdeNameColumns, fullNameOf } from '../../partners/executives/service';
import { addFieldError, fieldErrors } from '../../lib/field-errors';
import { badRequest } from '../../lib/http-error';
import { matchAny, parseListQuery, preparedList } from '../../lib/prepared-list';
import type { FilterSpec, ListQuery, SortColumns } from '../../lib/prepared-list';
import { INVALID_FIELDS } from '../../lib/validate';
import { notesOf, type StateChange } from '../../back-office/notes/notes-service';

/** How long a list row's excerpt of the message is. */
export const EXCERPT_LENGTH = 120;

export const MESSAGE_SORTS: SortColumns = {
  createdAt: { column: contactMessages.createdAt, type: 'date' },
  name: { column: contactMessages.name, type: 'text' },
  status: { column: contactMessages.status, type: 'text' },
};

type MessageFilter = 'status' | 'assigneeId';
export const MESSAGE_FILTERS: Record<MessageFilter, FilterSpec> = {
  status: MESSAGE_STATUSES,
  assigneeId: 'text',
};

/** `status`, and `assigneeId`: a staff member's id or `none` for the unassigned. */
export function parseMessageQuery(query: unknown): ListQuery<MessageFilter> {
  const parsed = parseListQuery<MessageFilter>(query, {
    sorts: MESSAGE_SORTS,
    defaultSort: 'createdAt',
    filters: MESSAGE_FILTERS,
  });
  const assignee = parsed.filters.assigneeId;
  if (assignee !== undefined && assignee !== 'none' && !/^[1-9]\d{0,8}$/.test(assignee)) {
    const errors = fieldErrors();
    addFieldError(errors, 'assigneeId', "Give a staff member's number, or none.");
    throw badRequest(INVALID_FIELDS, errors);
  }
  return parsed;
}

const assignee = (id: number | null, name: string | null): StaffRef | null =>
  id === null || name === null ? null : { id, name };

/** What the list and a message's page both show, with its assignee from the joined staff member. */
const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  contactNumber: contactMessages.contactNumber,
  status: contactMessages.status,
  assigneeId: contactMessages.assigneeId,
  assigneeName: staffMembers.name,
  createdAt: contactMessages.createdAt,
};

/** Pages of messages as prepared statements, one per shape ('none' and an id are two assignee shapes). */
const messageList = preparedList({
  name: 'staff_messages',
  filterNames: ['status', 'assigneeId'] as const,
  shapeOf: ({ filters }: ListQuery<MessageFilter>) =>
    `${filters.status ? 's' : ''}|${filters.assigneeId === 'none' ? 'none' : filters.assigneeId ? 'a' : ''}`,
  sorts: MESSAGE_SORTS,
  id: contactMessages.id,
  select: (db) =>
    db
      .select({
        ...messageColumns,
        // One character more than the excerpt shows: enough to know whether it was cut.
        start: sql<string>`left(${contactMessages.message}, ${sql.raw(String(EXCERPT_LENGTH + 1))})`,
      })
      .from(contactMessages)
      .leftJoin(staffMembers, eq(staffMembers.id, contactMessages.assigneeId))
      .$dynamic(),
  where: ({ q, filters: { status, assigneeId } }, values) => [
    q
      ? matchAny(values.search, [
          contactMessages.name,
          contactMessages.email,
          contactMessages.contactNumber,
          contactMessages.message,
        ])
      : undefined,
    status ? sql`${contactMessages.status} = ${values.filters.status}` : undefined,
    assigneeId === 'none'
      ? isNull(contactMessages.assigneeId)
      : assigneeId
        ? sql`${contactMessages.assigneeId} = ${values.filters.assigneeId}`
        : undefined,
  ],
});
export const messagesQuery = messageList.statement;

/** One page of contact messages, in the query's order. */
export async function listMessages(
  db: Db,
  query: ListQuery<MessageFilter>,
): Promise<ListPage<MessageListItem>> {
  return messageList.page(db, query, (row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    contactNumber: row.contactNumber,
    excerpt:
      row.start.length > EXCERPT_LENGTH ? `${row.start.slice(0, EXCERPT_LENGTH).trimEnd()}…` : row.start,
    status: row.status,
    assignee: assignee(row.assigneeId, row.assigneeName),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The message, its assignee and its notes; null when there is no such message. */
export async function findMessage(db: Db, id: number): Promise<MessageDetailResponse | null> {
  const [row] = await db
    .select({
      ...messageColumns,
      message: contactMessages.message,
      websiteUrl: contactMessages.websiteUrl,
      ...bdeNameColumns,
    })
    .from(contactMessages)
    .leftJoin(staffMembers, eq(staffMembers.id, contactMessages.assigneeId))
    .leftJoin(executives, eq(executives.id, contactMessages.referredById))
    .where(eq(contactMessages.id, id));
  if (!row) return null;
  const { assigneeId, assigneeName, createdAt, bdeCode, firstName, middleName, lastName, ...message } = row;
  return {
    ...message,
    assignee: assignee(assigneeId, assigneeName),
    referredBy:
      bdeCode === null
        ? null
        : {
            bdeCode,
            fullName: fullNameOf({ firstName: firstName ?? '', middleName, lastName: lastName ?? '' }),
          },
    createdAt: createdAt.toISOString(),
    notes: await notesOf(db, { type: 'message', id }),
  };
}

/** Whom a message can be assigned to: every staff member whose account is not disabled, by name. */
export async function activeStaff(db: Db): Promise<StaffRef[]> {
  return db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(isNull(staffMembers.disabledAt))
    .orderBy(asc(staffMembers.name), asc(staffMembers.id));
}

type MessageState = { status: MessageStatus; assigneeId: number | null };

/**
 * Changes a message's status or assignee and answers what they were and are; undefined when there is
 * no such message. Run it in the change's transaction: the row is locked from read to write. The
 * assignee must be an active staff member (checked here, under the same transaction).
 */
export async function updateMessage(
  db: Db,
  id: number,
  change: MessageUpdateRequest,
): Promise<StateChange<MessageState> | undefined> {
  const [before] = await db
    .select({ status: contactMessages.status, assigneeId: contactMessages.assigneeId })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  if (!before) return undefined;
  if (typeof change.assigneeId === 'number') {
    const [active] = await db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(and(eq(staffMembers.id, change.assigneeId), isNull(staffMembers.disabledAt)))
      .for('share');
    if (!active) throw badRequest(INVALID_FIELDS, { assigneeId: [STAFF_INBOX_MESSAGES.notAStaffMember] });
  }
  const after: MessageState = {
    status: change.status ?? before.status,
    assigneeId: change.assigneeId === undefined ? before.assigneeId : change.assigneeId,
  };
  await db.update(contactMessages).set(after).where(eq(contactMessages.id, id));
  return { before, after };
}
