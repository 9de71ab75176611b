import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { countInWindow } from '../../lib/attempt-limiter';

/** How many automatic emails one inbox may be sent in a window, whoever asks for them. */
export interface RecipientCap {
  emails: number;
  windowMs: number;
}

/**
 * The default: 5 an hour. A person who asks for a reset, applies twice and subscribes gets every
 * email; someone typing another's address into the forms from many client addresses gets 5 sent.
 * MAIL_RECIPIENT_CAP and MAIL_RECIPIENT_CAP_MINUTES change it (see "Email" in docs/operations.md).
 */
export const DEFAULT_RECIPIENT_CAP: RecipientCap = { emails: 5, windowMs: 60 * 60 * 1000 };

/** MAIL_RECIPIENT_CAP (emails, at least 1) and MAIL_RECIPIENT_CAP_MINUTES (the window); the default where unset. */
export function parseRecipientCap(emails: string | undefined, minutes: string | undefined): RecipientCap {
  const whole = (variable: string, value: string | undefined, fallback: number) => {
    if (!value?.trim()) return fallback;
    const number = Number(value.trim());
    if (!Number.isInteger(number) || number < 1 || number > 100_000) {
      throw new Error(`${variable} must be a whole number from 1 to 100000, not "${value}".`);
    }
    return number;
  };
  return {
    emails: whole('MAIL_RECIPIENT_CAP', emails, DEFAULT_RECIPIENT_CAP.emails),
    windowMs: whole('MAIL_RECIPIENT_CAP_MINUTES', minutes, DEFAULT_RECIPIENT_CAP.windowMs / 60_000) * 60_000,
  };
}

/**
 * Emails a person at the company sends on purpose (a recruiter's message, a set-up link, a newsletter
 * issue, a decision on an erasure request), notices to the company's own address and a BDE's portal
 * notices: not capped.
 */
const UNCAPPED_TEMPLATES = new Set([
  'application-interview',
  'application-not-selected',
  'newsletter',
  'bde-notification',
  'bde-erasure-declined',
]);
/**
 * What the inbox's holder asks for about their own account or application (a reset link, their
 * application's link again) and the security notice of a change to bank details: part of the window
 * is kept for these (`formsLimitOf`), so that acknowledgements a stranger causes by typing the address
 * into public forms, from any number of client addresses, cannot use it all up and silence the
 * holder's own reset.
 */
const ACCOUNT_TEMPLATES = new Set(['password-reset', 'application-link', 'bde-bank-details-changed']);

/** The window an email of `template` counts in, or null when it is not capped. */
function budgetOf(template: string): 'account' | 'forms' | null {
  // `staff-…`: set-up links, and notices to the company's address.
  if (UNCAPPED_TEMPLATES.has(template) || template.startsWith('staff-')) return null;
  // Every other template (an acknowledgement, a confirmation link, a notice that an unverified account
  // was deleted, whatever a public form causes, and any template added later) is capped with the forms.
  return ACCOUNT_TEMPLATES.has(template) ? 'account' : 'forms';
}

/**
 * The one spelling of an inbox: lower-cased, without a `+tag` (most providers deliver
 * `asha+1@…` to `asha@…`), and without dots for Gmail, which ignores them.
 */
export function inboxOf(address: string): string {
  const text = address.trim().normalize('NFKC').toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  let local = text.slice(0, at);
  const tag = local.indexOf('+');
  if (tag >= 0) local = local.slice(0, tag);
  let domain = text.slice(at + 1).replace(/\.$/, '');
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

/** How many of the window's emails acknowledgements and the like may take: the rest is kept for the holder's own. */
export const formsLimitOf = (cap: RecipientCap) => cap.emails - Math.floor(cap.emails / 2);

/** The counter's key: what it counts, and a hash of the inbox, so the counters table holds no one's address. */
const counterKey = (budget: string, address: string) =>
  `mail-to:${budget}:${crypto.hash('sha256', `recipient|${inboxOf(address)}`, 'base64url')}`;

/**
 * Whether an email of `template` to `to` may be queued: always for an uncapped template; otherwise it
 * is counted against the inbox's window (in the caller's transaction, one atomic statement per
 * counter, so instances sharing the database count together) and allowed while within the cap, an
 * acknowledgement only while the forms' share of it is not used up either. Every email sent counts in
 * `all`, so the inbox gets at most `cap.emails` whatever their kinds.
 */
export async function withinRecipientCap(
  db: Db,
  { template, to }: { template: string; to: string },
  cap: RecipientCap,
  at = new Date(),
): Promise<boolean> {
  const budget = budgetOf(template);
  if (!budget) return true;
  if (budget === 'forms') {
    const forms = await countInWindow(db, counterKey('forms', to), cap.windowMs, at);
    if (forms.count > formsLimitOf(cap)) return false;
  }
  const all = await countInWindow(db, counterKey('all', to), cap.windowMs, at);
  return all.count <= cap.emails;
}
