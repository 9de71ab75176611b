import { and, eq } from 'drizzle-orm';
import { auditLog, consentRecords, emailOutbox, sessions, users } from '../../db/schema';
import type { TestContext } from '../../test/test-app';

/** A consent record as a form would write it for the account. */
export async function insertConsent(
  ctx: TestContext,
  subject: { kind: 'user' | 'bde'; id: number },
  values: { purpose?: string; withdrawnAt?: Date } = {},
) {
  const [row] = await ctx.database.db
    .insert(consentRecords)
    .values({
      subjectKind: subject.kind,
      subjectId: subject.id,
      form: 'user-sign-up',
      purpose: values.purpose ?? 'account',
      noticeVersion: '2026-11-01',
      givenAt: new Date('2026-11-02T04:30:00.000Z'),
      withdrawnAt: values.withdrawnAt ?? null,
    })
    .returning();
  return row;
}

/** What the database holds about a user: the account, its sessions, consent records, audit rows and emails. */
export async function heldAbout(ctx: TestContext, user: { id: number; email: string }) {
  const { db } = ctx.database;
  return {
    account: await db.select().from(users).where(eq(users.id, user.id)),
    sessions: await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.kind, 'user'), eq(sessions.subjectId, user.id))),
    consent: await db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.subjectKind, 'user'), eq(consentRecords.subjectId, user.id))),
    audit: await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(user.id)))),
    emails: await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email)),
  };
}
