import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { recordConsent } from '../consent/consent-service';

/**
 * Stores the address once. The unique lower-cased key makes "Asha@Example.com" and
 * "asha@example.com" one subscriber, even when two requests race; null means it was already there.
 */
export async function addSubscriber(db: Db, emailAddress: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      // Confirmed on subscribing until double opt-in (a confirmation email) is built: the retention
      // job deletes addresses nobody confirmed.
      .values({ emailAddress, emailKey: emailAddress.toLowerCase(), confirmedAt: new Date() })
      .onConflictDoNothing({ target: newsletterSubscribers.emailKey })
      .returning();
    if (row) await recordConsent(tx as unknown as Db, 'newsletter', { kind: 'visitor', email: emailAddress });
    return row ?? null;
  });
}
