/**
 * How long personal data is kept: the configuration the retention job deletes by, and the privacy
 * page states. Both read it here, so the page says exactly what the code does.
 */
export const RETENTION_DAYS = {
  /** Contact messages, from when they arrived. */
  contactMessages: 3 * 365,
  /** Leads that were never won, from when they arrived (won leads are business records). */
  unconvertedLeads: 3 * 365,
  /** Copies of identity documents of registrations staff did not accept, from the review. */
  rejectedRegistrationDocuments: 30,
  /** Newsletter addresses nobody confirmed, from the subscription. */
  unconfirmedSubscriptions: 7,
  /** Emails sent (or given up on), from when they were written. */
  sentEmails: 90,
  /**
   * Job applications and their résumés, from when their opening closed (withdrawn ones go at once),
   * unless the candidate asked to be kept on file for future openings.
   */
  applicationsAfterClose: 182,
  /** Applications whose candidate asked to be kept on file, from when their opening closed. */
  applicationsKeptOnFile: 365,
  /** Password reset links and sessions, from when they stopped working. */
  expiredTokens: 1,
} as const;

/** How often the retention job runs. */
export const RETENTION_RUN_HOURS = 6;
