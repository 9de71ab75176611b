import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { ERASED_NAME } from 'shared/contract/bde-data';
import type { Db } from '../../db/client';
import {
  clientInfos,
  consentRecords,
  emailOutbox,
  erasureRequests,
  executiveDocuments,
  executives,
  passwordResetTokens,
  sessions,
} from '../../db/schema';
import type { BlindIndex } from '../../lib/blind-index';
import { aadFor, type CryptoBox } from '../../lib/crypto-box';
import { plain, recordAudit, type AuditActor } from '../../back-office/audit-log/audit-service';
import { erasePersonKeys, type PersonKeys } from '../../back-office/audit-log/person-key-service';
import { eraseInbox } from '../inbox/personal-data-service';
import { queueEmail } from '../../platform/email/outbox-service';
import { erasureDeclinedEmail } from '../../platform/email/templates/erasure';
import { ledgerRecordsKeptUntil } from '../../earnings/ledger/ledger-records-service';
import { deleteApplicationsSentWith } from '../../hiring/applications/application-records-service';
import { DECLINE_ACTION, ERASURE_REQUEST_TARGET } from './erasure-request-service';
import { toBdeAddress } from './export-service';

/** The keys identity numbers are sealed and indexed with: the placeholders are sealed the same way. */
export interface ErasureKeys {
  cryptoBox: CryptoBox;
  blindIndex: BlindIndex;
}

/** What one erasure removed, for the audit row and the answer. */
export interface ErasureCounts {
  documents: number;
  sessions: number;
  emails: number;
  uncreditedLeads: number;
  applications: number;
}

/** A date of birth no adult has; the column may not be null. */
const ERASED_DOB = '1900-01-01';

/**
 * The executives row of an erased BDE: nothing of the person is left, and every NOT NULL and unique
 * constraint still holds. User name and email keys take a colon, which registration refuses in both
 * and the password reset form refuses in what it looks up, so no one can register over them or have
 * a reset link sent; the password hash is no hash, so no password opens the account. The identity
 * numbers become a per-row placeholder sealed and indexed as real numbers are, so the start-up key
 * checks, key rotation and index rebuilds read the row like any other.
 */
/** An erased BDE's password hash: no password matches it, and it marks the row as erased. */
export const ERASED_PASSWORD_HASH = '!erased';

export function erasedExecutive(id: number, { cryptoBox, blindIndex }: ErasureKeys) {
  const placeholder = `erased:${id}`;
  return {
    userName: placeholder,
    userNameKey: placeholder,
    passwordHash: ERASED_PASSWORD_HASH,
    firstName: ERASED_NAME.firstName,
    middleName: null,
    lastName: ERASED_NAME.lastName,
    mobileNumber: '',
    email: placeholder,
    emailKey: placeholder,
    aadharEncrypted: cryptoBox.encryptText(placeholder, aadFor('executives', 'aadhar_encrypted', id)),
    aadharLast4: '',
    aadharIndex: blindIndex.of('aadhar', placeholder),
    panEncrypted: cryptoBox.encryptText(placeholder, aadFor('executives', 'pan_encrypted', id)),
    panLast4: '',
    panIndex: blindIndex.of('pan', placeholder),
    address: '',
    pinCode: '',
    area: '',
    state: '',
    district: '',
    dob: ERASED_DOB,
    parentFreelancerId: null,
    reviewReason: null,
    // Which language someone reads says something about them: back to the default.
    language: 'en' as const,
  };
}

type Locked = { bde: typeof executives.$inferSelect; requestId: number };

/**
 * The BDE and their pending request, both locked for the rest of the transaction; null when there is
 * no such BDE or no pending request.
 */
async function lockPending(tx: Db, bdeCode: string): Promise<Locked | null> {
  const [bde] = await tx.select().from(executives).where(eq(executives.bdeCode, bdeCode)).for('update');
  if (!bde) return null;
  const [request] = await tx
    .select({ id: erasureRequests.id })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.executiveId, bde.id), eq(erasureRequests.status, 'pending')))
    .for('update');
  return request ? { bde, requestId: request.id } : null;
}

/**
 * Carries out a BDE's pending erasure request in one transaction: deletes their document copies,
 * sessions, reset links, the emails that name them, the job applications sent with their address,
 * their bank details, notifications and messages;
 * overwrites every personal column of their row (`erasedExecutive`); withdraws their consent records
 * and drops the address kept with them; takes their leads off them (the clients' data stays with the
 * company, for staff to hand on); keeps their proposals and projects, the accounting records, on the
 * anonymised row and its BDE code. The request is marked done, names the BDE by code only, and is
 * audited as `bde.erase`.
 *
 * A BDE with earnings (commission lines or payouts) is not erased: the tax records of what they were
 * paid and what was deducted must be kept, with the name and PAN they were made under, until
 * `keptUntil`; nothing is changed and the request stays pending for staff to decline with that reason.
 */
export async function carryOutErasure(
  db: Db,
  keys: ErasureKeys,
  { bdeCode, actor, now }: { bdeCode: string; actor: AuditActor; now: number },
): Promise<
  | { requestId: number; executiveId: number; counts: ErasureCounts }
  | { requestId: number; keptUntil: string }
  | null
> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPending(tx, bdeCode);
    if (!locked) return null;
    const { bde, requestId } = locked;
    const keptUntil = await ledgerRecordsKeptUntil(tx, bde.id);
    if (keptUntil) return { requestId, keptUntil };
    const at = new Date(now);

    const documents = await tx
      .delete(executiveDocuments)
      .where(eq(executiveDocuments.executiveId, bde.id))
      .returning({ id: executiveDocuments.id });
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.kind, 'bde'), eq(sessions.subjectId, bde.id)))
      .returning({ id: sessions.id });
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.kind, 'bde'), eq(passwordResetTokens.subjectId, bde.id)));
    // Emails to them, and the staff notice of their registration (which names them; its link ends
    // with their code and a line break in the text part).
    const emails = await tx
      .delete(emailOutbox)
      .where(
        or(
          toBdeAddress(bde),
          and(
            eq(emailOutbox.template, 'staff-new-registration'),
            sql`position(${`/staff/partners/${bde.bdeCode}\n`} in ${emailOutbox.textBody}) > 0`,
          ),
        ),
      )
      .returning({ id: emailOutbox.id });
    const leads = await tx
      .update(clientInfos)
      .set({ executiveId: null })
      .where(eq(clientInfos.executiveId, bde.id))
      .returning({ id: clientInfos.id });
    // Job applications sent with their address: the person's own, résumés and notes with them.
    const applications = await deleteApplicationsSentWith(tx, bde.email);
    await tx
      .update(consentRecords)
      .set({ emailKey: null })
      .where(and(eq(consentRecords.subjectKind, 'bde'), eq(consentRecords.subjectId, bde.id)));
    await tx
      .update(consentRecords)
      .set({ withdrawnAt: at })
      .where(
        and(
          eq(consentRecords.subjectKind, 'bde'),
          eq(consentRecords.subjectId, bde.id),
          isNull(consentRecords.withdrawnAt),
        ),
      );
    await eraseInbox(tx, bde.id);
    await tx.update(executives).set(erasedExecutive(bde.id, keys)).where(eq(executives.id, bde.id));
    await tx
      .update(erasureRequests)
      .set({ status: 'done', handledBy: actor.staffId, handledAt: at })
      .where(eq(erasureRequests.id, requestId));
    // Every request of theirs keeps the code alone: their reasons were their own words.
    await tx
      .update(erasureRequests)
      .set({ executiveId: null, reason: '' })
      .where(eq(erasureRequests.executiveId, bde.id));
    // What the audit log holds about them (reviews' reasons, emails to them read) is sealed under
    // these keys: without them it reads as erased, and the log itself is never changed.
    await erasePersonKeys(tx, [
      { kind: 'bde', id: bde.id },
      { kind: 'address', address: bde.email },
    ]);

    const counts: ErasureCounts = {
      documents: documents.length,
      sessions: ended.length,
      emails: emails.length,
      uncreditedLeads: leads.length,
      applications,
    };
    await recordAudit(tx, actor, {
      action: 'bde.erase',
      targetType: 'partner',
      targetId: bde.bdeCode,
      detail: { requestId, ...counts },
    });
    return { requestId, executiveId: bde.id, counts };
  });
}

/**
 * Declines a BDE's pending request: the reason goes into its audit row (the one place the table
 * leaves for it) and to the BDE by email, in the same transaction.
 */
export async function declineErasure(
  db: Db,
  {
    bdeCode,
    reason,
    actor,
    now,
    personKeys,
  }: { bdeCode: string; reason: string; actor: AuditActor; now: number; personKeys: PersonKeys },
): Promise<{ requestId: number } | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPending(tx, bdeCode);
    if (!locked) return null;
    const { bde, requestId } = locked;
    await tx
      .update(erasureRequests)
      .set({ status: 'declined', handledBy: actor.staffId, handledAt: new Date(now) })
      .where(eq(erasureRequests.id, requestId));
    await recordAudit(tx, actor, {
      action: DECLINE_ACTION,
      targetType: ERASURE_REQUEST_TARGET,
      targetId: requestId,
      detail: { bdeCode: plain(bdeCode), reason: personKeys.personal({ kind: 'bde', id: bde.id }, reason) },
    });
    await queueEmail(tx, { to: bde.email, ...erasureDeclinedEmail(reason, bde.language) });
    return { requestId };
  });
}
