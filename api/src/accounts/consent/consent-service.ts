import { and, asc, eq, isNull } from 'drizzle-orm';
import { emailKeyOf, isEmailAddress } from 'shared/contract/email';
import { CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION, type ConsentForm } from 'shared/contract/privacy-notice';
import type { Db } from '../../db/client';
import { consentRecords } from '../../db/schema';

interface ConsentSubject {
  kind: 'user' | 'bde' | 'visitor';
  /** The account's id; none for a visitor. */
  id?: number;
  /** The address the form gave, when it is one: how a visitor's records are found. */
  email?: string;
}

/**
 * Records that a form took someone's personal data under the current privacy notice, for the form's
 * purpose: written with `db`, the transaction that stores the data, so neither exists without the other.
 */
export async function recordConsent(db: Db, form: ConsentForm, subject: ConsentSubject): Promise<void> {
  await db.insert(consentRecords).values({
    subjectKind: subject.kind,
    subjectId: subject.id ?? null,
    emailKey: subject.email && isEmailAddress(subject.email) ? emailKeyOf(subject.email) : null,
    form,
    purpose: CONSENT_PURPOSES[form],
    noticeVersion: PRIVACY_NOTICE_VERSION,
  });
}

/** An account's consent records, oldest first, as its owner's data export gives them. */
export async function consentRecordsOf(db: Db, kind: 'user' | 'bde', subjectId: number) {
  const rows = await db
    .select({
      form: consentRecords.form,
      purpose: consentRecords.purpose,
      noticeVersion: consentRecords.noticeVersion,
      givenAt: consentRecords.givenAt,
      withdrawnAt: consentRecords.withdrawnAt,
    })
    .from(consentRecords)
    .where(and(eq(consentRecords.subjectKind, kind), eq(consentRecords.subjectId, subjectId)))
    .orderBy(asc(consentRecords.givenAt), asc(consentRecords.id));
  return rows.map((record) => ({
    ...record,
    givenAt: record.givenAt.toISOString(),
    withdrawnAt: record.withdrawnAt?.toISOString() ?? null,
  }));
}

/** Marks a visitor's consent for one form's purpose withdrawn (say, leaving the newsletter). */
export async function withdrawVisitorConsent(
  db: Db,
  form: ConsentForm,
  email: string,
  at: Date,
): Promise<void> {
  await db
    .update(consentRecords)
    .set({ withdrawnAt: at })
    .where(
      and(
        eq(consentRecords.subjectKind, 'visitor'),
        eq(consentRecords.emailKey, emailKeyOf(email)),
        eq(consentRecords.form, form),
        isNull(consentRecords.withdrawnAt),
      ),
    );
}
