import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { retentionOn, type RetentionPeriods } from 'shared/contract/retention';
import type { Db } from '../../db/client';
import {
  clientInfos,
  contactMessages,
  emailOutbox,
  executiveDocuments,
  executives,
  jobApplications,
  newsletterSubscribers,
  openings,
  passwordResetTokens,
  sessions,
  staffMembers,
  staffNotes,
} from '../../db/schema';
import { DAY_MS, todayInIndia } from '../../lib/india-time';
import { recordOwnAction } from '../../back-office/audit-log/audit-service';
import { purgeIdempotencyKeys } from '../../lib/idempotency';

export type RetentionCounts = Record<keyof RetentionPeriods, number>;

/** Any number: one job at a time across every instance on one database. */
const RETENTION_LOCK = 7_240_117;

/**
 * Deletes what the privacy policy in force says is deleted, when it says (RETENTION_RULES), in one transaction
 * under an advisory lock, and records what it removed in the audit log. Null when another instance
 * holds the lock (it is running the job).
 */
export async function runRetention(db: Db, now: number): Promise<RetentionCounts | null> {
  const before = (days: number) => new Date(now - days * DAY_MS);
  const policy = retentionOn(todayInIndia(now));
  return db.transaction(async (tx) => {
    const [lock] = (
      (await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as "locked"`)) as unknown as {
        rows: Array<{ locked: boolean }>;
      }
    ).rows;
    if (!lock?.locked) return null;

    const messages = await tx
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, before(policy.contactMessages)))
      .returning({ id: contactMessages.id });
    const leads = await tx
      .delete(clientInfos)
      .where(and(ne(clientInfos.status, 'won'), lt(clientInfos.createdAt, before(policy.unconvertedLeads))))
      .returning({ id: clientInfos.id });
    // An opening closes when staff close it or at the end (India time) of its closing date.
    const closedAt = sql`least(${openings.closedAt}, ((${openings.closesOn} + 1)::timestamp - interval '5 hours 30 minutes') at time zone 'UTC')`;
    const closedBefore = (days: number) =>
      tx
        .select({ id: openings.id })
        .from(openings)
        .where(lt(closedAt, before(days)));
    const applications = await tx
      .delete(jobApplications)
      .where(
        or(
          and(
            eq(jobApplications.keepOnFile, false),
            inArray(jobApplications.openingId, closedBefore(policy.applicationsAfterClose)),
          ),
          and(
            eq(jobApplications.keepOnFile, true),
            inArray(jobApplications.openingId, closedBefore(policy.applicationsKeptOnFile)),
          ),
        ),
      )
      .returning({ id: jobApplications.id, keepOnFile: jobApplications.keepOnFile });
    // Staff notes name their message, lead or application by number only: they go with it.
    for (const [subjectType, rows] of [
      ['message', messages],
      ['lead', leads],
      ['application', applications],
    ] as const) {
      const ids = rows.map((row) => row.id);
      if (ids.length)
        await tx
          .delete(staffNotes)
          .where(and(eq(staffNotes.subjectType, subjectType), inArray(staffNotes.subjectId, ids)));
    }
    const rejected = tx
      .select({ id: executives.id })
      .from(executives)
      .where(
        and(
          eq(executives.reviewStatus, 'rejected'),
          lt(executives.reviewedAt, before(policy.rejectedRegistrationDocuments)),
        ),
      );
    const documents = await tx
      .delete(executiveDocuments)
      .where(inArray(executiveDocuments.executiveId, rejected))
      .returning({ id: executiveDocuments.id });
    const subscribers = await tx
      .delete(newsletterSubscribers)
      .where(
        and(
          isNull(newsletterSubscribers.confirmedAt),
          // From the last link sent: asking again restarts the week.
          lt(
            sql`coalesce(${newsletterSubscribers.confirmSentAt}, ${newsletterSubscribers.createdAt})`,
            before(policy.unconfirmedSubscriptions),
          ),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    const emails = await tx
      .delete(emailOutbox)
      .where(and(ne(emailOutbox.status, 'pending'), lt(emailOutbox.createdAt, before(policy.sentEmails))))
      .returning({ id: emailOutbox.id });
    const expired = before(policy.expiredTokens);
    const resetTokens = await tx
      .delete(passwordResetTokens)
      .where(or(lt(passwordResetTokens.expiresAt, expired), lt(passwordResetTokens.usedAt, expired)))
      .returning({ id: passwordResetTokens.id });
    const deadSessions = await tx
      .delete(sessions)
      .where(lt(sessions.expiresAt, expired))
      .returning({ id: sessions.id });
    await tx
      .update(staffMembers)
      .set({ setupTokenHash: null, setupExpiresAt: null })
      .where(and(isNotNull(staffMembers.setupTokenHash), lt(staffMembers.setupExpiresAt, expired)));
    const idempotencyKeys = await purgeIdempotencyKeys(tx as unknown as Db, before(policy.idempotencyKeys));

    const counts: RetentionCounts = {
      contactMessages: messages.length,
      unconvertedLeads: leads.length,
      rejectedRegistrationDocuments: documents.length,
      unconfirmedSubscriptions: subscribers.length,
      sentEmails: emails.length,
      expiredTokens: resetTokens.length + deadSessions.length,
      applicationsAfterClose: applications.filter((row) => !row.keepOnFile).length,
      applicationsKeptOnFile: applications.filter((row) => row.keepOnFile).length,
      idempotencyKeys,
    };
    if (Object.values(counts).some((count) => count > 0)) {
      await recordOwnAction(tx, 'retention job', { action: 'retention.delete', detail: { ...counts } });
    }
    return counts;
  });
}
