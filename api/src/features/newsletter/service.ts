import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/**
 * Stores the address once. The unique lower-cased key makes "Asha@Example.com" and
 * "asha@example.com" one subscriber, even when two requests race; null means it was already there.
 */
export async function addSubscriber(db: Db, emailAddress: string) {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ emailAddress, emailKey: emailAddress.toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscribers.emailKey })
    .returning();
  return row ?? null;
}
