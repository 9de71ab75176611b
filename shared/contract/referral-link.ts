import { pathParams } from './api-path';

/**
 * A BDE's personal link (/r/<token>): signed, so a changed character credits no one. A visitor who
 * arrives through it carries a first-party cookie for this many days, which credits the BDE with
 * what the visitor sends (a lead, a registration's "Referred by", a contact message, a user sign-up).
 */
export const REFERRAL_COOKIE_DAYS = 30;

/** The link's path on the site, before its token. */
export const REFERRAL_LINK_PREFIX = '/r/';

export const REFERRAL_PATHS = {
  /** GET (signed-in BDE) the BDE's own link: `{ url }`. */
  link: '/api/BDEPortal/ReferralLink',
  /** GET (signed-in BDE) the link's visits and what came of them, week by week. */
  stats: '/api/BDEPortal/ReferralStats',
  /** GET (anyone) the code of the BDE whose link this browser came through, to fill "Referred by". */
  referrer: '/api/Referral/referrer',
  /** GET (staff) one BDE's link counts, the same weeks the BDE sees. */
  staffWeeks: pathParams('/api/staff/partners/:bdeCode/referral-link'),
  /** GET (staff) the latest users who signed up through one BDE's link, newest first, and how many in all. */
  staffSignUps: pathParams('/api/staff/partners/:bdeCode/referral-link/sign-ups'),
} as const;

/** How many weeks the counts cover, the current one included (weeks start Monday, India time). */
export const REFERRAL_WEEKS = 12;

/** How many of a link's latest sign-ups staff are shown; the total counts them all. */
export const REFERRAL_SIGN_UPS_SHOWN = 50;
