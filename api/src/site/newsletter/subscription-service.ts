import crypto from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { emailKeyOf } from 'shared/contract/email';
import { NEWSLETTER_PATHS } from 'shared/contract/newsletter';
import {
  CONFIRM_FRAGMENT,
  CONFIRM_LINK_DAYS,
  CONFIRM_RESEND_MINUTES,
  CONFIRM_SENDS_MAX,
  NEWSLETTER_PAGE_PATH,
  UNSUBSCRIBE_FRAGMENT,
} from 'shared/contract/newsletter-subscription';
import type { Language } from 'shared/contract/account-language';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { recordConsent, withdrawVisitorConsent } from '../../accounts/consent/consent-service';
import { queueEmail, queueEmails } from '../../platform/email/outbox-service';
import { newsletterConfirmEmail, newsletterIssueEmail } from '../../platform/email/templates/newsletter';
import { hashToken } from '../../plugins/session';
import type { UnsubscribeKeys } from './unsubscribe-keys';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A fresh confirmation token: its hash for the row, the link with the token for the email. */
function confirmLink(publicOrigin: string) {
  const token = crypto.randomBytes(32).toString('base64url');
  return {
    hash: hashToken(token),
    link: `${publicOrigin}${NEWSLETTER_PAGE_PATH}#${CONFIRM_FRAGMENT}=${token}`,
  };
}

export type SubscribeOutcome = 'asked-to-confirm' | 'already-confirmed';

/**
 * Double opt-in. A new address is stored unconfirmed and sent a confirmation link, in one transaction.
 * An address waiting for confirmation gets a new link (the old one stops working), but not more often
 * than every few minutes nor more than a few times: the box cannot be used to flood someone's inbox.
 * Consent is recorded when the address's owner confirms, not here: anyone can type any address. The
 * unique lower-cased key makes "Asha@Example.com" and "asha@example.com" one subscriber, even when two
 * requests race. The confirmation is written in `language`, the page's the address was typed on,
 * which the subscription keeps (a new link's request brings its own).
 */
export async function subscribe(
  db: Db,
  emailAddress: string,
  {
    publicOrigin,
    now,
    unsubscribeKeys,
    language = 'en',
  }: { publicOrigin: string; now: Date; unsubscribeKeys: UnsubscribeKeys; language?: Language },
): Promise<SubscribeOutcome> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { hash, link } = confirmLink(publicOrigin);
    const emailKey = emailKeyOf(emailAddress);
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({
        emailAddress,
        emailKey,
        unsubscribeKeyHash: unsubscribeKeys.hashOf(emailKey),
        confirmTokenHash: hash,
        confirmSentAt: now,
        language,
        createdAt: now,
      })
      .onConflictDoNothing({ target: newsletterSubscribers.emailKey })
      .returning({ id: newsletterSubscribers.id });
    if (created) {
      await queueEmail(tx, { to: emailAddress, ...newsletterConfirmEmail(link, language) });
      return 'asked-to-confirm';
    }
    const [existing] = await tx
      .select({
        emailAddress: newsletterSubscribers.emailAddress,
        confirmedAt: newsletterSubscribers.confirmedAt,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.emailKey, emailKey));
    // Removed between the two statements: as good as new, next time.
    if (!existing) return 'asked-to-confirm';
    if (existing.confirmedAt) return 'already-confirmed';
    const [renewed] = await tx
      .update(newsletterSubscribers)
      .set({
        confirmTokenHash: hash,
        confirmSentAt: now,
        confirmSends: sql`${newsletterSubscribers.confirmSends} + 1`,
        language,
      })
      .where(
        and(
          eq(newsletterSubscribers.emailKey, emailKey),
          isNull(newsletterSubscribers.confirmedAt),
          lt(newsletterSubscribers.confirmSends, CONFIRM_SENDS_MAX),
          sql`(${newsletterSubscribers.confirmSentAt} is null or ${newsletterSubscribers.confirmSentAt} <= ${new Date(now.getTime() - CONFIRM_RESEND_MINUTES * MINUTE_MS)})`,
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    if (renewed) {
      await queueEmail(tx, { to: existing.emailAddress, ...newsletterConfirmEmail(link, language) });
    }
    return 'asked-to-confirm';
  });
}

/**
 * Confirms the subscription the token was sent for, once and within the week, and records the consent
 * its owner has now given, in one transaction. The address, or undefined.
 */
export async function confirmSubscription(db: Db, token: string, now: Date): Promise<string | undefined> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: now, confirmTokenHash: null })
      .where(
        and(
          eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
          isNull(newsletterSubscribers.confirmedAt),
          gt(newsletterSubscribers.confirmSentAt, new Date(now.getTime() - CONFIRM_LINK_DAYS * DAY_MS)),
        ),
      )
      .returning({ emailAddress: newsletterSubscribers.emailAddress });
    if (row) await recordConsent(tx, 'newsletter', { kind: 'visitor', email: row.emailAddress });
    return row?.emailAddress;
  });
}

/**
 * Takes the address off the list (the row goes: nothing is kept of someone who left) and marks its
 * newsletter consent withdrawn, in one transaction. The address, or undefined for an unknown key.
 */
export async function unsubscribe(db: Db, key: string, now: Date): Promise<string | undefined> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.unsubscribeKeyHash, hashToken(key)))
      .returning({ emailAddress: newsletterSubscribers.emailAddress });
    if (row) await withdrawVisitorConsent(tx, 'newsletter', row.emailAddress, now);
    return row?.emailAddress;
  });
}

/**
 * Queues a newsletter for every confirmed subscriber, in the caller's transaction: each email is the
 * one rendering with the recipient's unsubscribe key written into the link and the RFC 8058 headers,
 * stored as every email carrying a link's secret is (`queueEmails`). All or none. How many it was
 * queued for.
 */
export async function queueNewsletterIssue(
  db: Db,
  {
    subject,
    text,
    publicOrigin,
    unsubscribeKeys,
  }: { subject: string; text: string; publicOrigin: string; unsubscribeKeys: UnsubscribeKeys },
): Promise<number> {
  const pageLinkPrefix = `${publicOrigin}${NEWSLETTER_PAGE_PATH}#${UNSUBSCRIBE_FRAGMENT}=`;
  const oneClickPrefix = `${publicOrigin}${NEWSLETTER_PATHS.oneClickUnsubscribe}?key=`;
  const subscribers = await db
    .select({
      id: newsletterSubscribers.id,
      emailAddress: newsletterSubscribers.emailAddress,
      emailKey: newsletterSubscribers.emailKey,
      keyHash: newsletterSubscribers.unsubscribeKeyHash,
    })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt))
    .orderBy(newsletterSubscribers.id);
  const withKeys = subscribers.map((row) => ({ ...row, key: unsubscribeKeys.of(row.emailKey) }));
  // Subscribers from before keys were worked out (their stored hash is of a random key): from this
  // newsletter on, their links carry the worked-out key.
  for (const { id, key, keyHash } of withKeys) {
    if (hashToken(key) !== keyHash) {
      await db
        .update(newsletterSubscribers)
        .set({ unsubscribeKeyHash: hashToken(key) })
        .where(eq(newsletterSubscribers.id, id));
    }
  }
  return queueEmails(
    db,
    withKeys.map(({ emailAddress, key }) => ({
      to: emailAddress,
      ...newsletterIssueEmail({
        subject,
        text,
        unsubscribeLink: `${pageLinkPrefix}${key}`,
        oneClickUrl: `${oneClickPrefix}${key}`,
      }),
    })),
  );
}
