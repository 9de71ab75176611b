import { and, eq, ne } from 'drizzle-orm';
import { BANK_CHANGE_HOLD_HOURS, NOTIFICATION_KINDS, type NotificationKind } from 'shared/contract/earnings';
import { maskAccountNumber } from 'shared/contract/bde-settings-schema';
import type { BdeSettingsResponse } from 'shared/contract/bde-settings-responses';
import { formatDateTimeIst } from 'shared/format/date';
import type { Language } from 'shared/contract/account-language';
import type { Db } from '../../db/client';
import { executiveBankAccounts, executiveEmailChoices, executives, sessions } from '../../db/schema';
import type { CryptoBox } from '../../lib/crypto-box';
import { plain, recordOwnAction } from '../../back-office/audit-log/audit-service';
import { noticeOfPayoutHold } from '../inbox/events-service';
import { emailKindsOf } from '../inbox/notify-service';
import { queueEmail } from '../../platform/email/outbox-service';
import { bankDetailsChangedEmail } from '../../platform/email/templates/bde-notification';
import { fullNameOf } from '../executives/service';
import { sealBankAccount } from '../../earnings/payouts/bank-account-service';

const HOUR_MS = 60 * 60 * 1000;

/** What a password change or a bank change checks the current password against. */
export async function accountOf(db: Db, executiveId: number) {
  const [row] = await db.select().from(executives).where(eq(executives.id, executiveId));
  return (
    row && { ...row, personalWords: [fullNameOf(row), row.userName, row.email, row.mobileNumber, row.dob] }
  );
}

/** The BDE's masked bank details, email choices and language. */
export async function ownSettings(db: Db, executiveId: number): Promise<BdeSettingsResponse> {
  const [account] = await db
    .select({ language: executives.language })
    .from(executives)
    .where(eq(executives.id, executiveId));
  const [bank] = await db
    .select()
    .from(executiveBankAccounts)
    .where(eq(executiveBankAccounts.executiveId, executiveId));
  return {
    bank: bank
      ? {
          accountHolder: bank.accountHolder,
          accountMasked: maskAccountNumber(bank.accountLast4),
          ifsc: bank.ifsc,
          holdUntil: bank.holdUntil.toISOString(),
          updatedAt: bank.updatedAt.toISOString(),
        }
      : null,
    emailKinds: await emailKindsOf(db, executiveId),
    language: account?.language ?? 'en',
  };
}

/** Saves the language of the BDE's account: their emails are written in it from the next one on. */
export async function saveLanguage(db: Db, executiveId: number, language: Language) {
  await db.update(executives).set({ language }).where(eq(executives.id, executiveId));
}

interface BankChange {
  executiveId: number;
  bdeCode: string;
  email: string;
  /** The account's language, which the email is written in. */
  language: Language;
  accountHolder: string;
  accountNumber: string;
  ifsc: string;
}

/**
 * Saves new bank details, sealed; payouts to them wait `BANK_CHANGE_HOLD_HOURS`. Audited, and emailed
 * to the BDE (the masked account only), in one transaction.
 */
export async function saveBankDetails(
  db: Db,
  cryptoBox: CryptoBox,
  change: BankChange,
  { now, ipAddress, publicOrigin }: { now: number; ipAddress: string; publicOrigin: string },
) {
  const holdUntil = new Date(now + BANK_CHANGE_HOLD_HOURS * HOUR_MS);
  const columns = {
    accountHolder: change.accountHolder,
    ...sealBankAccount(cryptoBox, change.executiveId, change.accountNumber),
    ifsc: change.ifsc,
    holdUntil,
    updatedAt: new Date(now),
  };
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx
      .select({ id: executiveBankAccounts.executiveId })
      .from(executiveBankAccounts)
      .where(eq(executiveBankAccounts.executiveId, change.executiveId))
      .for('update');
    await tx
      .insert(executiveBankAccounts)
      .values({ executiveId: change.executiveId, ...columns })
      .onConflictDoUpdate({ target: executiveBankAccounts.executiveId, set: columns });
    await recordOwnAction(tx, ipAddress, {
      action: 'bde.bank-details',
      targetType: 'partner',
      targetId: change.bdeCode,
      detail: { change: plain(before ? 'replaced' : 'added'), holdUntil: plain(holdUntil.toISOString()) },
    });
    await noticeOfPayoutHold(tx, change.executiveId, holdUntil);
    await queueEmail(tx, {
      to: change.email,
      ...bankDetailsChangedEmail({
        accountMasked: maskAccountNumber(columns.accountLast4),
        holdUntil: formatDateTimeIst(holdUntil, change.language),
        link: `${publicOrigin}/bdedetails/settings`,
        language: change.language,
      }),
    });
  });
}

/** The kinds the BDE wants by email, kept in the list's own order and each once. */
export async function saveEmailChoices(db: Db, executiveId: number, kinds: readonly string[], now: number) {
  const chosen = NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind)) as NotificationKind[];
  await db
    .insert(executiveEmailChoices)
    .values({ executiveId, kinds: chosen, updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: executiveEmailChoices.executiveId,
      set: { kinds: chosen, updatedAt: new Date(now) },
    });
}

/**
 * Sets the BDE's new password and ends every other session of theirs (someone holding one may be why
 * it is changed); the session making the change stays. Audited. Answers how many sessions ended.
 */
export async function setPassword(
  db: Db,
  { executiveId, bdeCode, passwordHash }: { executiveId: number; bdeCode: string; passwordHash: string },
  { keepSessionId, ipAddress }: { keepSessionId: string; ipAddress: string },
): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.update(executives).set({ passwordHash }).where(eq(executives.id, executiveId));
    const ended = await tx
      .delete(sessions)
      .where(
        and(eq(sessions.kind, 'bde'), eq(sessions.subjectId, executiveId), ne(sessions.id, keepSessionId)),
      )
      .returning({ id: sessions.id });
    await recordOwnAction(tx, ipAddress, {
      action: 'bde.password-change',
      targetType: 'partner',
      targetId: bdeCode,
      detail: { endedSessions: ended.length },
    });
    return ended.length;
  });
}
