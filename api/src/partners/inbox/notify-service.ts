import { eq } from 'drizzle-orm';
import { DEFAULT_EMAIL_KINDS } from 'shared/contract/bde-inbox';
import { fillIn, noticeWords, type NoticeDetails, type NoticeFormat } from 'shared/contract/bde-notice';
import { isEmailAddress } from 'shared/contract/email';
import type { NotificationKind } from 'shared/contract/earnings';
import { formatDateTimeIst } from 'shared/format/date';
import { formatPaise } from 'shared/format/inr';
import { formatMonth } from 'shared/format/month';
import type { Db } from '../../db/client';
import { executiveEmailChoices, executiveNotifications, executives } from '../../db/schema';
import type { NoticeSettings } from '../../platform/email/notices-service';
import { queueEmail } from '../../platform/email/outbox-service';
import { bdeNotificationEmail } from '../../platform/email/templates/bde-notification';

export interface ExecutiveNotice {
  executiveId: number;
  kind: NotificationKind;
  /** The site's own words in English (never text a visitor or BDE typed): noticeOf writes them. */
  text: string;
  /** Its values, from which a page in another language writes it (noticeOf keeps them). */
  details?: NoticeDetails;
  /** A portal path the notification leads to, such as `/bdedetails/earnings`. */
  link?: string;
}

const ENGLISH: NoticeFormat = {
  paise: (paise) => formatPaise(paise),
  month: formatMonth,
  instant: (iso) => formatDateTimeIst(iso),
};

/**
 * A notice of `kind` in the site's English words (shared/contract/bde-notice.ts), with the details
 * they were written from, which the portal writes again in a page's language.
 */
export function noticeOf(
  kind: NotificationKind,
  details?: NoticeDetails,
): Pick<ExecutiveNotice, 'kind' | 'text' | 'details'> {
  const words = noticeWords(kind, details, ENGLISH);
  if (!words) throw new Error(`A "${kind}" notice needs its details.`);
  return { kind, text: fillIn(words), ...(details ? { details } : {}) };
}

/** Where a notification without a link of its own sends the BDE. */
const PORTAL_HOME = '/bdedetails/dashboard';

/** The kinds a BDE gets by email: their own choice, or the defaults until they make one. */
export async function emailKindsOf(db: Db, executiveId: number): Promise<NotificationKind[]> {
  const [row] = await db
    .select({ kinds: executiveEmailChoices.kinds })
    .from(executiveEmailChoices)
    .where(eq(executiveEmailChoices.executiveId, executiveId));
  return row ? (row.kinds as NotificationKind[]) : [...DEFAULT_EMAIL_KINDS];
}

/**
 * Tells a BDE of an event: on their bell, and by email when they chose that kind. Called inside the
 * transaction that made the event, so neither exists without the other. The email carries the kind's
 * own words and a link, never `text` (which may hold a company's name or a reason staff wrote).
 */
export async function notifyExecutive(
  tx: Db,
  settings: NoticeSettings,
  notice: ExecutiveNotice,
): Promise<void> {
  await ringBell(tx, notice);
  if (!(await emailKindsOf(tx, notice.executiveId)).includes(notice.kind)) return;
  const [bde] = await tx
    // Read now, in the event's transaction: a language changed in Settings a moment ago counts.
    .select({ email: executives.email, language: executives.language })
    .from(executives)
    .where(eq(executives.id, notice.executiveId));
  // An erased BDE's address is a placeholder: nothing to send.
  if (!bde || !isEmailAddress(bde.email)) return;
  await queueEmail(tx, {
    to: bde.email,
    ...bdeNotificationEmail(
      notice.kind,
      `${settings.publicOrigin}${notice.link ?? PORTAL_HOME}`,
      bde.language,
    ),
  });
}

/** The bell's entry alone, for an event whose email always goes by its own template. */
export async function ringBell(tx: Db, notice: ExecutiveNotice): Promise<void> {
  await tx.insert(executiveNotifications).values({
    executiveId: notice.executiveId,
    kind: notice.kind,
    text: notice.text,
    details: notice.details ?? null,
    link: notice.link ?? null,
  });
}

/** The NoticeSettings of the app's configuration, for routes given only the config. */
export function noticeSettingsOf(config: { staffNotifyEmail: string; publicOrigin: string }): NoticeSettings {
  return { staffAddress: config.staffNotifyEmail, publicOrigin: config.publicOrigin };
}
