/**
 * How long personal data is kept: the configuration the retention job deletes by, and the privacy
 * page states. Both read it here, so the page says exactly what the code does.
 */

/** The periods, in days, one privacy policy promises. */
export interface RetentionPeriods {
  /** Contact messages, from when they arrived. */
  contactMessages: number;
  /** Leads that were never won, from when they arrived (won leads are business records). */
  unconvertedLeads: number;
  /** Copies of identity documents of registrations staff did not accept, from the review. */
  rejectedRegistrationDocuments: number;
  /** Newsletter addresses nobody confirmed, from the subscription. */
  unconfirmedSubscriptions: number;
  /** Emails sent (or given up on), from when they were written. */
  sentEmails: number;
  /**
   * Job applications and their résumés, from when their opening closed (withdrawn ones go at once),
   * unless the candidate asked to be kept on file for future openings.
   */
  applicationsAfterClose: number;
  /** Applications whose candidate asked to be kept on file, from when their opening closed. */
  applicationsKeptOnFile: number;
  /** Password reset links and sessions, from when they stopped working. */
  expiredTokens: number;
  /**
   * The stored answers to requests a phone may send again (its offline queue's Idempotency-Keys),
   * from when they were first answered.
   */
  idempotencyKeys: number;
}

/**
 * Each privacy policy's periods from the day it took effect (YYYY-MM-DD, India) until the next one:
 * a new policy is a new row, never an edit of an old one.
 */
export interface RetentionRule {
  from: string;
  periods: RetentionPeriods;
  /** Where the periods come from. */
  source: string;
}

const DECEMBER_2023: Omit<RetentionPeriods, 'idempotencyKeys'> = {
  contactMessages: 3 * 365,
  unconvertedLeads: 3 * 365,
  rejectedRegistrationDocuments: 30,
  unconfirmedSubscriptions: 7,
  sentEmails: 90,
  applicationsAfterClose: 182,
  applicationsKeptOnFile: 365,
  expiredTokens: 1,
};

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    from: '2023-12-01',
    source:
      'Deccan Stack privacy policy of December 2023 (/privacypolicy), under the Digital Personal Data Protection Act, 2023, s. 8(7): erase personal data once its purpose is served',
    // No idempotency key was stored before the offline queue (issue 43).
    periods: { ...DECEMBER_2023, idempotencyKeys: 0 },
  },
  {
    from: '2026-12-07',
    source:
      'Issue 43, the BDE portal offline: a queued request may be sent again for as long as a phone stays offline; a week covers that, after which its stored answer goes',
    periods: { ...DECEMBER_2023, idempotencyKeys: 7 },
  },
];

/** The periods of the policy in force on `isoDate` (YYYY-MM-DD). */
export function retentionOn(
  isoDate: string,
  rules: readonly RetentionRule[] = RETENTION_RULES,
): RetentionPeriods {
  const inForce = rules.filter((rule) => rule.from <= isoDate).at(-1);
  if (!inForce) throw new Error(`No retention rule in force on ${isoDate}.`);
  return inForce.periods;
}

/** The periods in force today: what the privacy page states and a candidate's link lasts. */
export const RETENTION_DAYS: RetentionPeriods = retentionOn(new Date().toISOString().slice(0, 10));

/** How often the retention job runs. */
export const RETENTION_RUN_HOURS = 6;
