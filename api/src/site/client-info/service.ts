import { eq } from 'drizzle-orm';
import type { ClientInfoRequest } from 'shared/contract/client-info-schema';
import type { Language } from 'shared/contract/account-language';
import type { Db } from '../../db/client';
import { clientInfos, executives } from '../../db/schema';
import type { SessionInfo } from '../../plugins/session';
import { recordConsent } from '../../accounts/consent/consent-service';
import { noticeOfLead, type NoticeSettings } from '../../platform/email/notices-service';

/**
 * The BDE to credit: the one the code names, and only when that BDE's own session sent the lead.
 * Anyone else's lead (a visitor, a user, another BDE naming a code) is stored uncredited.
 */
async function creditedExecutiveId(
  db: Db,
  bdeCode: string,
  sender: SessionInfo | null,
): Promise<number | null> {
  if (!bdeCode || sender?.kind !== 'bde') return null;
  const [row] = await db
    .select({ id: executives.id })
    .from(executives)
    .where(eq(executives.bdeCode, bdeCode))
    .limit(1);
  return row && row.id === sender.subjectId ? row.id : null;
}

/**
 * Stores a lead with the language of the page it was sent from, and queues its acknowledgement (in
 * that language) and staff notice, all or nothing.
 */
export async function saveClientInfo(
  db: Db,
  info: ClientInfoRequest,
  sender: SessionInfo | null,
  notices: NoticeSettings,
  language: Language = 'en',
  /** The BDE of the browser's valid referral cookie: credited when the BDE's own session is not. */
  linkReferrer: { id: number } | null = null,
) {
  const ownCredit = await creditedExecutiveId(db, info.bdeCode, sender);
  const viaLink = ownCredit === null && linkReferrer !== null;
  const executiveId = ownCredit ?? linkReferrer?.id ?? null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clientInfos)
      .values({
        companyName: info.companyName,
        industryType: info.industryType,
        address: info.address,
        email: info.email,
        mobile: info.mobile,
        website: info.website,
        contactPerson: info.contactPerson,
        teamContact: info.teamContact,
        servicesRequired: [...new Set(info.servicesRequired)],
        others: info.others,
        clientDate: info.date,
        nextAppointmentDate: info.nextAppointmentDate,
        followUpOn: info.nextAppointmentDate || null,
        reference: info.reference,
        note: info.note,
        executiveId,
        viaLink,
        cidServices: info.cidServices,
        language,
      })
      .returning({ id: clientInfos.id });
    await recordConsent(tx as unknown as Db, 'client-info', { kind: 'visitor', email: info.email });
    await noticeOfLead(tx as unknown as Db, notices, { id: row.id, email: info.email, language });
    return row;
  });
}
