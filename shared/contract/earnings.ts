import { pathParams, queryParam } from './api-path';

/**
 * Partner earnings: money received on a project (an append-only ledger of payments and reversals),
 * the commission each payment earns the BDE credited with the project and their referrers (by the
 * plan in force on the payment's date), monthly payouts with tax deducted at source, and statements.
 * Every amount is whole paise (a safe integer), never a float.
 */

/** How a client's payment reached the company. */
export const PAYMENT_MODES = ['bank transfer', 'UPI', 'cheque', 'card'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Why money received is taken back: recorded as a new negative entry, never by editing the old. */
export const REVERSAL_KINDS = ['refund', 'bounced cheque'] as const;
export type ReversalKind = (typeof REVERSAL_KINDS)[number];

/**
 * Where a commission line stands: pending until staff approve it (or hold or decline it, with a
 * reason the BDE reads); approved lines go into the month's payout and become paid once its transfer's
 * UTR is recorded. Declined and paid are final; a held line can be approved or declined later.
 */
export const COMMISSION_STATUSES = ['pending', 'approved', 'held', 'declined', 'paid'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** What staff do to pending (or held) lines. Hold and decline need a reason. */
export const COMMISSION_ACTIONS = ['approve', 'hold', 'decline'] as const;
export type CommissionAction = (typeof COMMISSION_ACTIONS)[number];

/** Level 0 is the BDE credited with the project; level 1 their referrer, level 2 the referrer's, … */
export const DIRECT_LEVEL = 0;
/** The most referral levels a plan may pay overrides to. */
export const MAX_OVERRIDE_LEVELS = 5;
/** Plan percentages are kept in basis points (1% = 100), so they stay whole numbers. */
export const BASIS_POINTS_PER_PERCENT = 100;

/** A payout's transfer: made by the bank from the exported file, then its UTR is recorded. */
export const PAYOUT_STATUSES = ['awaiting transfer', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * A BDE's PAN as staff found it on the Income Tax Department's records, apart from the review of their
 * document scans. Every BDE gives a PAN to register; until staff check it, it is `unchecked` and taxed
 * at the ordinary rate. Only a PAN recorded invalid or inoperative (not linked with Aadhaar) is treated
 * as not furnished: the higher rate.
 */
export const PAN_STATUSES = ['unchecked', 'valid', 'invalid', 'inoperative'] as const;
export type PanStatus = (typeof PAN_STATUSES)[number];
export const panTakesHigherRate = (status: PanStatus) => status === 'invalid' || status === 'inoperative';

/** After a BDE changes their bank details, payouts to the new account wait this long. */
export const BANK_CHANGE_HOLD_HOURS = 48;

/** What the BDE's bell tells them about; each kind can also be emailed, as the BDE chooses. */
export const NOTIFICATION_KINDS = [
  'lead assigned',
  'registration verified',
  'registration rejected',
  'proposal recorded',
  'project recorded',
  'commission approved',
  'commission declined',
  'payout paid',
  'payout on hold',
  'message',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * `amountPaise` × `basisPoints` / 10,000, rounded half-up (away from zero for a negative amount, so a
 * reversal takes back exactly what its payment gave), in integers only.
 */
export function shareOfPaise(amountPaise: number, basisPoints: number): number {
  const product = BigInt(amountPaise) * BigInt(basisPoints);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude * 2n + 10_000n) / 20_000n;
  return Number(sign * rounded);
}

/** Paise rounded to the nearest whole rupee, half-up (section 288B), still in paise. */
export function roundToRupeePaise(paise: number): number {
  const sign = paise < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(paise) + 50) / 100) * 100;
}

/** India's financial year a date (YYYY-MM-DD) falls in, named by its first year: 2024 is Apr 2024–Mar 2025. */
export function financialYearOf(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return month >= 4 ? year : year - 1;
}

/** "2024-25" for financial year 2024. */
export function financialYearLabel(financialYear: number): string {
  return `${financialYear}-${String((financialYear + 1) % 100).padStart(2, '0')}`;
}

/** The first and last dates of a financial year, YYYY-MM-DD. */
export function financialYearDates(financialYear: number): { from: string; to: string } {
  return { from: `${financialYear}-04-01`, to: `${financialYear + 1}-03-31` };
}

/** The BDE portal's earnings, messages, notifications and settings: only ever the signed-in BDE's own. */
export const BDE_EARNINGS_PATHS = {
  /** GET this month's and this financial year's figures, lines, payouts and overrides by level. */
  earnings: queryParam('/api/BDEPortal/Earnings', 'bdeCode'),
  /** GET `month=YYYY-MM&format=json|pdf|csv`: the month's statement. */
  statement: queryParam('/api/BDEPortal/Statement', 'bdeCode'),
  /** GET `year=2024`: every deduction of a financial year, for reconciling with Form 26AS. */
  tdsSummary: queryParam('/api/BDEPortal/TdsSummary', 'bdeCode'),
} as const;

export const BDE_INBOX_PATHS = {
  /** GET the newest notifications and the unread count; POST `{ upTo }` marks them read. */
  notifications: queryParam('/api/BDEPortal/Notifications', 'bdeCode'),
  /** GET the conversation with the office and the unread count; POST `{ text }` writes to it. */
  messages: queryParam('/api/BDEPortal/Messages', 'bdeCode'),
  /** POST `{ upTo }`: the office's messages up to that one have been read. */
  messagesRead: queryParam('/api/BDEPortal/Messages/read', 'bdeCode'),
} as const;

export const BDE_SETTINGS_PATHS = {
  /** GET the masked bank details and email choices. */
  settings: queryParam('/api/BDEPortal/Settings', 'bdeCode'),
  /** POST `{ accountHolder, accountNumber, confirmAccountNumber, ifsc, currentPassword }`. */
  bankDetails: queryParam('/api/BDEPortal/Settings/bank', 'bdeCode'),
  /** POST `{ kinds: NotificationKind[] }`: which events are also emailed. */
  emailChoices: queryParam('/api/BDEPortal/Settings/emails', 'bdeCode'),
  /** POST `{ currentPassword, password, confirmPassword }`. */
  password: queryParam('/api/BDEPortal/Settings/password', 'bdeCode'),
  /** POST `{ language }`: the language saved with the account, which its emails are written in. */
  language: queryParam('/api/BDEPortal/Settings/language', 'bdeCode'),
} as const;

/** The back office's earnings. Payments and commissions are the office's; the plan is an admin's. */
export const STAFF_EARNINGS_PATHS = {
  /** GET a project's payments and reversals; POST `{ amount, receivedOn, bankReference, mode }`. */
  projectPayments: pathParams('/api/staff/projects/:projectId/payments'),
  /** POST `{ amount, kind, reason, receivedOn }`: a negative entry against one payment. */
  paymentReversal: pathParams('/api/staff/payments/:paymentId/reversal'),
  /** GET commission lines by `status` (pending by default), `bdeCode`, a page at a time. */
  commissions: '/api/staff/commissions',
  /** POST `{ action, lineIds, reason? }`: approve (in bulk), hold or decline lines. */
  commissionActions: '/api/staff/commissions/actions',
  /** GET the payout batches; POST `{ month }` creates the month's batch from approved lines. */
  payouts: '/api/staff/payouts',
  /** GET one batch with a row per BDE (gross, TDS, net, masked account, UTR). */
  payout: pathParams('/api/staff/payouts/:batchId'),
  /** The bank's bulk-payment file for a batch (CSV); every export is audited. */
  payoutBankFile: pathParams('/api/staff/payouts/:batchId/bank-file.csv'),
  /** POST `{ utr }`: the transfer to one BDE was made; its lines become paid. */
  payoutUtr: pathParams('/api/staff/payouts/:batchId/rows/:payoutId/utr'),
  /** Admin: GET the plan in force and its history; POST `{ effectiveFrom, directPercent, overridePercents, note }`. */
  commissionPlans: '/api/staff/commission-plans',
  /** GET a partner's earnings (the same figures the BDE sees). */
  partnerEarnings: pathParams('/api/staff/partners/:bdeCode/earnings'),
  /** GET the conversation with a partner; POST `{ text }` writes to them. */
  partnerMessages: pathParams('/api/staff/partners/:bdeCode/messages'),
} as const;
