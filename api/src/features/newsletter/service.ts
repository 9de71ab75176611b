import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/**
 * Stores the address once. The unique lower-cased key makes "Asha@Example.com" and
 * "asha@example.com" one subscriber, even when two requests race; null means it was already there.
 */
export async function addSubscriber(db: Db, emailAddress: string) {
  const [row] = await db
    .insert(newsletterSubscribers)
    // Confirmed on subscribing until double opt-in (a confirmation email) is built: the retention
    // job deletes addresses nobody confirmed.
    .values({ emailAddress, emailKey: emailAddress.toLowerCase(), confirmedAt: new Date() })
    .onConflictDoNothing({ target: newsletterSubscribers.emailKey })
    .returning();
  return row ?? null;
}
