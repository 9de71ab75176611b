import { and, count, desc, eq, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { MESSAGES_SHOWN, NOTIFICATIONS_SHOWN } from 'shared/contract/bde-inbox';
import type {
  BdeMessage,
  BdeNotification,
  BdeNotificationsResponse,
} from 'shared/contract/bde-inbox-responses';
import type { NotificationKind } from 'shared/contract/earnings';
import type { PartnerMessage } from 'shared/contract/staff-earnings-responses';
import type { Db } from '../../db/client';
import { executiveMessages, executiveNotifications, staffMembers } from '../../db/schema';
import type { NoticeSettings } from '../../platform/email/notices-service';
import { noticeOf, notifyExecutive } from './notify-service';

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** Messages the BDE has not read: the office's (a BDE's own have no staff member). */
const fromOffice = isNotNull(executiveMessages.staffId);
/** Messages the office has not read: the BDE's own. */
const fromPartner = isNull(executiveMessages.staffId);

async function unreadNotifications(db: Db, executiveId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(executiveNotifications)
    .where(and(eq(executiveNotifications.executiveId, executiveId), isNull(executiveNotifications.readAt)));
  return row.n;
}

async function unreadMessages(db: Db, executiveId: number, from: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(executiveMessages)
    .where(and(eq(executiveMessages.executiveId, executiveId), from, isNull(executiveMessages.readAt)));
  return row.n;
}

/** A notification as the BDE's bell and their data export show it. */
export const notificationAnswer = (row: typeof executiveNotifications.$inferSelect): BdeNotification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  text: row.text,
  details: row.details,
  link: row.link,
  readAt: isoOrNull(row.readAt),
  createdAt: row.createdAt.toISOString(),
});

/** The BDE's newest notifications, newest first, and how many of all theirs are unread. */
export async function ownNotifications(db: Db, executiveId: number): Promise<BdeNotificationsResponse> {
  const rows = await db
    .select()
    .from(executiveNotifications)
    .where(eq(executiveNotifications.executiveId, executiveId))
    .orderBy(desc(executiveNotifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  return {
    items: rows.map(notificationAnswer),
    unread: await unreadNotifications(db, executiveId),
  };
}

/** Marks the BDE's own notifications up to `upTo` read (others' stay as they are); the unread left. */
export async function markNotificationsRead(db: Db, executiveId: number, upTo: number, now: number) {
  await db
    .update(executiveNotifications)
    .set({ readAt: new Date(now) })
    .where(
      and(
        eq(executiveNotifications.executiveId, executiveId),
        lte(executiveNotifications.id, upTo),
        isNull(executiveNotifications.readAt),
      ),
    );
  return { unread: await unreadNotifications(db, executiveId) };
}

/** The newest messages of one BDE's conversation, oldest first, with who in the office wrote each. */
async function conversation(db: Db, executiveId: number) {
  const rows = await db
    .select({ message: executiveMessages, staffName: staffMembers.name })
    .from(executiveMessages)
    .leftJoin(staffMembers, eq(staffMembers.id, executiveMessages.staffId))
    .where(eq(executiveMessages.executiveId, executiveId))
    .orderBy(desc(executiveMessages.id))
    .limit(MESSAGES_SHOWN);
  return rows.reverse().map(({ message, staffName }) => ({
    id: message.id,
    from: message.staffId === null ? ('partner' as const) : ('office' as const),
    staffName: message.staffId === null ? null : (staffName ?? null),
    text: message.text,
    readAt: isoOrNull(message.readAt),
    createdAt: message.createdAt.toISOString(),
  }));
}

/** The BDE's conversation with the office (never naming who in the office wrote). */
export async function ownMessages(db: Db, executiveId: number) {
  const items: BdeMessage[] = (await conversation(db, executiveId)).map(
    ({ staffName: _who, ...rest }) => rest,
  );
  return { items, unread: await unreadMessages(db, executiveId, fromOffice) };
}

/** A BDE's message to the office. */
export async function writeAsPartner(db: Db, executiveId: number, text: string): Promise<BdeMessage> {
  const [row] = await db.insert(executiveMessages).values({ executiveId, text }).returning();
  return {
    id: row.id,
    from: 'partner',
    text: row.text,
    readAt: null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The office's messages to the BDE up to `upTo` have been read; the unread left. */
export async function markMessagesRead(db: Db, executiveId: number, upTo: number, now: number) {
  await db
    .update(executiveMessages)
    .set({ readAt: new Date(now) })
    .where(
      and(
        eq(executiveMessages.executiveId, executiveId),
        fromOffice,
        lte(executiveMessages.id, upTo),
        isNull(executiveMessages.readAt),
      ),
    );
  return { unread: await unreadMessages(db, executiveId, fromOffice) };
}

/**
 * The conversation as the office reads it: reading it marks the BDE's messages read (the office
 * has now seen them), so the answer's `unread` is what was unread before this read.
 */
export async function staffConversation(
  db: Db,
  executiveId: number,
  now: number,
): Promise<{ items: PartnerMessage[]; unread: number }> {
  const unread = await unreadMessages(db, executiveId, fromPartner);
  if (unread) {
    await db
      .update(executiveMessages)
      .set({ readAt: new Date(now) })
      .where(
        and(eq(executiveMessages.executiveId, executiveId), fromPartner, isNull(executiveMessages.readAt)),
      );
  }
  return { items: await conversation(db, executiveId), unread };
}

/**
 * A staff member's message to a BDE, and the BDE's notification of it (its words are the site's:
 * the message itself never goes into the bell or an email). Run it in the change's transaction.
 */
export async function writeAsStaff(
  tx: Db,
  settings: NoticeSettings,
  { executiveId, staffId, text }: { executiveId: number; staffId: number; text: string },
): Promise<{ id: number }> {
  const [row] = await tx
    .insert(executiveMessages)
    .values({ executiveId, staffId, text })
    .returning({ id: executiveMessages.id });
  await notifyExecutive(tx, settings, {
    executiveId,
    ...noticeOf('message'),
    link: '/bdedetails/messages',
  });
  return row;
}
