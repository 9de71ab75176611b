import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../db/client';
import { outboxPause } from '../../db/schema';

/** Why and since when sending emails is paused. */
export interface SendingPause {
  reason: string;
  pausedAt: Date;
}

/** The pause, or null when the instances send. */
export async function sendingPause(db: Db): Promise<SendingPause | null> {
  const [row] = await db.select().from(outboxPause).where(eq(outboxPause.id, 1)).limit(1);
  return row ? { reason: row.reason, pausedAt: row.pausedAt } : null;
}

/**
 * Pauses sending on every instance of the database: no worker claims an email until `resumeSending`
 * (the emails being sent at that moment finish). An earlier pause stands, with its reason.
 * The pause in force, and whether this call made it.
 */
export async function pauseSending(db: Db, reason: string): Promise<{ pause: SendingPause; made: boolean }> {
  const [made] = await db.insert(outboxPause).values({ id: 1, reason }).onConflictDoNothing().returning();
  if (made) return { pause: { reason: made.reason, pausedAt: made.pausedAt }, made: true };
  return { pause: (await sendingPause(db))!, made: false };
}

/** Sending resumes; the pause it ended, or null when it was not paused. */
export async function resumeSending(db: Db): Promise<SendingPause | null> {
  const [ended] = await db.delete(outboxPause).where(eq(outboxPause.id, 1)).returning();
  return ended ? { reason: ended.reason, pausedAt: ended.pausedAt } : null;
}

/**
 * A restored database starts with sending paused: a copy restored to try a release or look at old
 * data must not send the snapshot's unsent emails (nor a real recovery before the operator says so).
 * Opening it brings an older backup's schema up to date first, as the next start would.
 */
export async function pauseSendingOfRestoredCopy(
  target: { dataDir: string } | { url: string },
  backupMadeAt: string,
): Promise<void> {
  const database = await openDatabase('url' in target ? { url: target.url } : { dataDir: target.dataDir });
  try {
    // A backup made while paused holds the older pause: the restore is the reason now.
    const reason = `restored from the backup made at ${backupMadeAt}`;
    await database.db
      .insert(outboxPause)
      .values({ id: 1, reason })
      .onConflictDoUpdate({ target: outboxPause.id, set: { reason, pausedAt: sql`now()` } });
  } finally {
    await database.close();
  }
}
