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
 * MAIL_RECIPIENT_CAP and MAIL_RECIPIENT_CAP_MINUTES change it (see "Email" in README.md).
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
 * issue), notices to the company's own address, and notices to an account holder about their own
 * account (which a stranger cannot cause, and a flood must not hide): not capped. Every other
 * template — an acknowledgement, a reset or confirmation link, whatever a public form causes, and any
 * template added later — is capped.
 */
const UNCAPPED_TEMPLATES = new Set([
  'application-interview',
  'application-not-selected',
  'newsletter',
  'bde-notification',
  'bde-bank-details-changed',
  'bde-erasure-declined',
  'user-account-deleted',
]);
/** `staff-…`: set-up links, and notices to the company's address. */
const isUncapped = (template: string) => UNCAPPED_TEMPLATES.has(template) || template.startsWith('staff-');

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

/** The counter's key: a hash of the inbox, so the counters table holds no one's address. */
const counterKey = (address: string) =>
  `mail-to:${crypto.hash('sha256', `recipient|${inboxOf(address)}`, 'base64url')}`;

/**
 * Whether an email of `template` to `to` may be queued: always for an uncapped template; otherwise it
 * is counted against the inbox's window (in the caller's transaction, one atomic statement, so
 * instances sharing the database count together) and allowed while within the cap.
 */
export async function withinRecipientCap(
  db: Db,
  { template, to }: { template: string; to: string },
  cap: RecipientCap,
  at = new Date(),
): Promise<boolean> {
  if (isUncapped(template)) return true;
  const { count } = await countInWindow(db, counterKey(to), cap.windowMs, at);
  return count <= cap.emails;
}
