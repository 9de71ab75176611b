import { and, asc, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, outboxPause } from '../../db/schema';
import type { OutboxRow } from './outgoing-message-service';
import { outboxSettingsOf } from './outbox-settings';
import { DEFAULT_RECIPIENT_CAP, withinRecipientCap } from './recipient-cap';
import { storedRow, type OutgoingEmail } from './stored-email';

/**
 * Claims up to `limit` emails that are due, oldest first, for one worker until `lockedUntil`, and
 * counts the attempt. One statement: the rows are picked with FOR UPDATE SKIP LOCKED, so a worker
 * of another instance running the same statement at the same moment skips them (and, once this
 * commits, sees them locked until the lease ends); neither ever takes a row the other holds.
 * Nothing is claimed while sending is paused (`outbox_pause`, sending-pause-service.ts).
 */
export async function claimDueEmails(
  db: Db,
  { now, lockedUntil, limit }: { now: Date; lockedUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, now),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, now)),
        notExists(db.select({ id: outboxPause.id }).from(outboxPause)),
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({ lockedUntil, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** The SMTP server accepted the email. */
export async function markSent(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: at, lockedUntil: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

/** An attempt failed: the email is tried again at `retryAt`, or, when null, given up as `failed`. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  { error, retryAt }: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt, lockedUntil: null }
        : { lastError: error, status: 'failed', lockedUntil: null },
    )
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

/**
 * Gives back a claimed email that was not tried (the worker is stopping, or its lease is running
 * out): due again at once, and the attempt it was counted for is not counted. Only while the claim
 * is still this worker's (the same `lockedUntil`).
 */
export async function releaseClaim(db: Db, id: number, lockedUntil: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ lockedUntil: null, attempts: sql`${emailOutbox.attempts} - 1` })
    .where(
      and(
        eq(emailOutbox.id, id),
        eq(emailOutbox.status, 'pending'),
        eq(emailOutbox.lockedUntil, lockedUntil),
      ),
    );
}

/** Fresh ids of the outbox, taken before the rows are written: a sealed body is bound to its row's. */
async function nextIds(db: Db, count: number): Promise<number[]> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('email_outbox', 'id'))::int as id from generate_series(1, ${count}::int)`,
  )) as unknown as { rows: Array<{ id: number }> };
  return result.rows.map((row) => row.id);
}

/**
 * Queues emails: rows of the outbox, written with `db` — the transaction of the change that causes
 * them, so an email exists exactly when the change does. The worker sends them. No link's secret is
 * stored in the clear (`storedRow`). An automatic email beyond its recipient's cap
 * (`withinRecipientCap`) is dropped without a word to the caller: the form answers as always.
 * The emails queued.
 */
export async function queueEmails(db: Db, emails: OutgoingEmail[]): Promise<number> {
  if (emails.length === 0) return 0;
  const settings = await outboxSettingsOf(db);
  const cap = settings?.cap ?? DEFAULT_RECIPIENT_CAP;
  const allowed: OutgoingEmail[] = [];
  for (const email of emails) {
    if (await withinRecipientCap(db, email, cap)) allowed.push(email);
  }
  if (allowed.length === 0) return 0;
  const ids = await nextIds(db, allowed.length);
  const rows = allowed.map((email, index) => storedRow(ids[index], email, settings));
  for (let from = 0; from < rows.length; from += INSERT_CHUNK) {
    await db.insert(emailOutbox).values(rows.slice(from, from + INSERT_CHUNK));
  }
  return allowed.length;
}

const INSERT_CHUNK = 500;

/** Queues one email (see `queueEmails`); whether it was queued rather than capped. */
export async function queueEmail(db: Db, email: OutgoingEmail): Promise<boolean> {
  return (await queueEmails(db, [email])) === 1;
}

/**
 * The outbox at a glance (for the metrics): emails waiting to be sent, how long the oldest of them
 * has waited, emails given up on, and whether sending is paused. Reads the status index only.
 */
export async function outboxBacklog(
  db: Db,
): Promise<{ unsent: number; failed: number; oldestUnsentAgeSeconds: number; paused: boolean }> {
  const rows = await db
    .select({
      status: emailOutbox.status,
      count: sql<number>`count(*)::int`,
      age: sql<number>`coalesce(extract(epoch from now() - min(${emailOutbox.createdAt})), 0)::float8`,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['pending', 'failed']))
    .groupBy(emailOutbox.status);
  const pending = rows.find((row) => row.status === 'pending');
  const [pause] = await db.select({ id: outboxPause.id }).from(outboxPause).limit(1);
  return {
    unsent: pending?.count ?? 0,
    failed: rows.find((row) => row.status === 'failed')?.count ?? 0,
    oldestUnsentAgeSeconds: Math.max(0, pending?.age ?? 0),
    paused: Boolean(pause),
  };
}
