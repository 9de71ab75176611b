import { asc, eq } from 'drizzle-orm';
import type { BdeDataExport } from 'shared/contract/bde-data-responses';
import type { Db } from '../../db/client';
import {
  executiveBankAccounts,
  executiveEmailChoices,
  executiveMessages,
  executiveNotifications,
} from '../../db/schema';
import { ownSettings } from '../settings/settings-service';
import { notificationAnswer } from './inbox-service';

type InboxExport = Pick<BdeDataExport, 'bankDetails' | 'emailChoices' | 'notifications' | 'messages'>;

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** The BDE's bank details (masked), email choices, every notification and message, oldest first. */
export async function inboxExportOf(db: Db, executiveId: number): Promise<InboxExport> {
  const { bank, emailKinds } = await ownSettings(db, executiveId);
  const notifications = await db
    .select()
    .from(executiveNotifications)
    .where(eq(executiveNotifications.executiveId, executiveId))
    .orderBy(asc(executiveNotifications.id));
  const messages = await db
    .select()
    .from(executiveMessages)
    .where(eq(executiveMessages.executiveId, executiveId))
    .orderBy(asc(executiveMessages.id));
  return {
    bankDetails: bank,
    emailChoices: emailKinds,
    notifications: notifications.map(notificationAnswer),
    messages: messages.map((row) => ({
      id: row.id,
      from: row.staffId === null ? 'partner' : 'office',
      text: row.text,
      readAt: isoOrNull(row.readAt),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * Erases the BDE's inbox and settings: bank details, email choices, notifications and the whole
 * conversation (the office's messages to them are about them too). Run it in the erasure's transaction.
 */
export async function eraseInbox(tx: Db, executiveId: number): Promise<void> {
  await tx.delete(executiveMessages).where(eq(executiveMessages.executiveId, executiveId));
  await tx.delete(executiveNotifications).where(eq(executiveNotifications.executiveId, executiveId));
  await tx.delete(executiveEmailChoices).where(eq(executiveEmailChoices.executiveId, executiveId));
  await tx.delete(executiveBankAccounts).where(eq(executiveBankAccounts.executiveId, executiveId));
}
