import type { ContactRequest } from 'shared/contract/contact-schema';
import type { Language } from 'shared/contract/account-language';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { recordConsent } from '../../accounts/consent/consent-service';
import { noticeOfMessage, type NoticeSettings } from '../../platform/email/notices-service';

/**
 * Stores a contact message with the language of the page it was sent from, and queues its
 * acknowledgement (in that language) and staff notice, all or nothing.
 */
export async function saveContactMessage(
  db: Db,
  message: ContactRequest,
  notices: NoticeSettings,
  language: Language = 'en',
  /** The BDE whose personal link the sender came through (a valid referral cookie), for staff. */
  referredById: number | null = null,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: message.name,
        contactNumber: message.contactNumber,
        email: message.email,
        message: message.message,
        websiteUrl: message.websiteUrl || null,
        language,
        referredById,
      })
      .returning({ id: contactMessages.id });
    await recordConsent(tx as unknown as Db, 'contact', { kind: 'visitor', email: message.email });
    await noticeOfMessage(tx as unknown as Db, notices, { id: row.id, email: message.email, language });
    return row;
  });
}
