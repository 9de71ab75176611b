import crypto from 'node:crypto';
import { and, eq, gt, or, type SQL } from 'drizzle-orm';
import { applicationLink } from 'shared/contract/job-application';
import { RETENTION_DAYS } from 'shared/contract/retention';
import type { Language } from 'shared/contract/account-language';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema';
import { aadFor, type CryptoBox } from '../../lib/crypto-box';
import { DAY_MS } from '../../lib/india-time';
import { queueEmail } from '../../platform/email/outbox-service';
import { applicationLinkEmail, type LinkOccasion } from '../../platform/email/templates/application-link';

/**
 * The candidate's private link: a random secret kept as its SHA-256 (to find the application) and
 * sealed with the data key, bound to its row (to send the same link again; a backup holds neither in
 * the clear). It works for the application's retention period (RETENTION_DAYS) from when it was
 * given, and never longer than the application itself.
 */

export const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

const keyAad = (applicationId: number) => aadFor('job_applications', 'key_sealed', applicationId);

/** A fresh secret, and what the row keeps of it. */
export function newLinkKey(box: CryptoBox, applicationId: number, at: Date) {
  const key = crypto.randomBytes(32).toString('base64url');
  return {
    key,
    stored: {
      keyHash: hashKey(key),
      keySealed: box.encrypt(Buffer.from(key), keyAad(applicationId)),
      keyIssuedAt: at,
    },
  };
}

/** How long a link lasts: the retention period of the application it leads to. */
const lifetimeMs = (keepOnFile: boolean) =>
  (keepOnFile ? RETENTION_DAYS.applicationsKeptOnFile : RETENTION_DAYS.applicationsAfterClose) * DAY_MS;

export const linkExpiresAt = (row: { keyIssuedAt: Date; keepOnFile: boolean }) =>
  new Date(row.keyIssuedAt.getTime() + lifetimeMs(row.keepOnFile));

/** The condition a row's link must meet to still work at `now`. */
export function linkStillWorks(now: number): SQL {
  const issuedAfter = (keepOnFile: boolean) =>
    and(
      eq(jobApplications.keepOnFile, keepOnFile),
      gt(jobApplications.keyIssuedAt, new Date(now - lifetimeMs(keepOnFile))),
    );
  return or(issuedAfter(false), issuedAfter(true)) as SQL;
}

export interface LinkedApplication {
  id: number;
  email: string;
  keepOnFile: boolean;
  keySealed: Buffer | null;
  keyIssuedAt: Date;
  /** The language the candidate applied in: the email is written in it. */
  language: Language;
}

/** The link's secret as it was given, or null when it has expired or cannot be opened (an old data key). */
function currentKey(box: CryptoBox, row: LinkedApplication, now: number): string | null {
  if (!row.keySealed || linkExpiresAt(row).getTime() <= now) return null;
  try {
    return box.decrypt(row.keySealed, keyAad(row.id)).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Emails the application's private link to its stored address: the same link while it works, else a
 * new one (the old one had stopped working). Nothing else of the application changes. Run it in a
 * transaction holding the row.
 */
export async function sendLinkAgain(
  tx: Db,
  deps: { cryptoBox: CryptoBox; publicOrigin: string; now: number },
  row: LinkedApplication,
  opening: { title: string },
  occasion: LinkOccasion,
): Promise<void> {
  let key = currentKey(deps.cryptoBox, row, deps.now);
  if (!key) {
    const fresh = newLinkKey(deps.cryptoBox, row.id, new Date(deps.now));
    await tx.update(jobApplications).set(fresh.stored).where(eq(jobApplications.id, row.id));
    key = fresh.key;
  }
  await queueEmail(tx, {
    to: row.email,
    ...applicationLinkEmail({
      openingTitle: opening.title,
      link: applicationLink(deps.publicOrigin, key),
      occasion,
      language: row.language,
    }),
  });
}
