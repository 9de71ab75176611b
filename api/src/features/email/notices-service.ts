import { isEmailAddress } from 'shared/contract/email';
import type { Db } from '../../db/client';
import { queueEmail } from './outbox-service';
import { acknowledgementEmail, staffNoticeEmail } from './templates/acknowledgement';

/** Where notices go and what links in them lead to. */
export interface NoticeSettings {
  /** The staff address told of new messages, leads and registrations (STAFF_NOTIFY_EMAIL). */
  staffAddress: string;
  publicOrigin: string;
}

/**
 * A contact message's emails, queued in its transaction: the sender's acknowledgement and the staff
 * notice.
 */
export async function noticeOfMessage(
  tx: Db,
  settings: NoticeSettings,
  message: { id: number; name: string; email: string },
) {
  await queueEmail(tx, { to: message.email, ...acknowledgementEmail('contact', message.name) });
  await queueEmail(tx, {
    to: settings.staffAddress,
    ...staffNoticeEmail(
      'message',
      `From ${message.name}`,
      `${settings.publicOrigin}/staff/messages/${message.id}`,
    ),
  });
}

/** A lead's emails: the acknowledgement to its contact address, and the staff notice. */
export async function noticeOfLead(
  tx: Db,
  settings: NoticeSettings,
  lead: { id: number; companyName: string; contactPerson: string; email: string },
) {
  // The client form does not require an address: acknowledge only to one that is an address.
  if (isEmailAddress(lead.email)) {
    await queueEmail(tx, {
      to: lead.email,
      ...acknowledgementEmail('lead', lead.contactPerson || lead.companyName),
    });
  }
  await queueEmail(tx, {
    to: settings.staffAddress,
    ...staffNoticeEmail('lead', lead.companyName, `${settings.publicOrigin}/staff/leads/${lead.id}`),
  });
}

/** A BDE registration's staff notice (its documents await review). */
export async function noticeOfRegistration(
  tx: Db,
  settings: NoticeSettings,
  bde: { bdeCode: string; name: string },
) {
  await queueEmail(tx, {
    to: settings.staffAddress,
    ...staffNoticeEmail(
      'registration',
      `${bde.name} (${bde.bdeCode}); documents await review`,
      `${settings.publicOrigin}/staff/partners/${bde.bdeCode}`,
    ),
  });
}
