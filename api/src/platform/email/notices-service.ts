import { and, eq, isNull } from 'drizzle-orm';
import { isEmailAddress } from 'shared/contract/email';
import type { Language } from 'shared/contract/account-language';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema';
import { queueEmail, queueEmails } from './outbox-service';
import { acknowledgementEmail, staffNoticeEmail } from './templates/acknowledgement';
import { canaryRollbackEmail, type CanaryRollbackFacts } from './templates/canary-rollback';
import { applicationAcknowledgementEmail } from './templates/job-application';

/** Where notices go and what links in them lead to. */
export interface NoticeSettings {
  /** The staff address told of new messages, leads and registrations (STAFF_NOTIFY_EMAIL). */
  staffAddress: string;
  publicOrigin: string;
}

/**
 * A contact message's emails, queued in its transaction: the sender's acknowledgement (in the
 * language of the page they wrote from) and the staff notice (in English, as the back office is).
 * Neither carries a word the sender typed (the emails' templates take none).
 */
export async function noticeOfMessage(
  tx: Db,
  settings: NoticeSettings,
  message: { id: number; email: string; language: Language },
) {
  await queueEmail(tx, { to: message.email, ...acknowledgementEmail('contact', message.language) });
  await queueEmail(tx, {
    to: settings.staffAddress,
    ...staffNoticeEmail('message', `${settings.publicOrigin}/staff/messages/${message.id}`),
  });
}

/** A lead's emails: the acknowledgement to its contact address, and the staff notice. */
export async function noticeOfLead(
  tx: Db,
  settings: NoticeSettings,
  lead: { id: number; email: string; language: Language },
) {
  // The client form does not require an address: acknowledge only to one that is an address.
  if (isEmailAddress(lead.email)) {
    await queueEmail(tx, { to: lead.email, ...acknowledgementEmail('lead', lead.language) });
  }
  await queueEmail(tx, {
    to: settings.staffAddress,
    ...staffNoticeEmail('lead', `${settings.publicOrigin}/staff/leads/${lead.id}`),
  });
}

/** A BDE registration's staff notice (its documents await review). */
export async function noticeOfRegistration(tx: Db, settings: NoticeSettings, bde: { bdeCode: string }) {
  await queueEmail(tx, {
    to: settings.staffAddress,
    ...staffNoticeEmail('registration', `${settings.publicOrigin}/staff/partners/${bde.bdeCode}`),
  });
}

/**
 * A job application's emails: the candidate's acknowledgement with their private link (the opening's
 * title is the only text in it, and that is staff's), and the staff notice with where it is.
 */
export async function noticeOfApplication(
  tx: Db,
  settings: NoticeSettings,
  application: { id: number; email: string; openingTitle: string; link: string; language: Language },
) {
  await queueEmail(tx, {
    to: application.email,
    ...applicationAcknowledgementEmail({
      openingTitle: application.openingTitle,
      link: application.link,
      language: application.language,
    }),
  });
  await queueEmail(tx, {
    to: settings.staffAddress,
    ...staffNoticeEmail('application', `${settings.publicOrigin}/staff/applications/${application.id}`),
  });
}

/**
 * A canary rolled back by the site itself: every admin who can sign in is told (the staff address
 * when there is none), in the rollback's transaction.
 */
export async function noticeOfCanaryRollback(
  tx: Db,
  settings: NoticeSettings,
  facts: Omit<CanaryRollbackFacts, 'link'>,
) {
  const admins = await tx
    .select({ email: staffMembers.email })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.disabledAt)));
  const to = admins.length ? admins.map((admin) => admin.email) : [settings.staffAddress];
  const email = canaryRollbackEmail({ ...facts, link: `${settings.publicOrigin}/staff/releases` });
  await queueEmails(
    tx,
    to.map((address) => ({ to: address, ...email })),
  );
}
