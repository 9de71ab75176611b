import type { NotificationKind } from './earnings';

/**
 * What a BDE's notification says beyond its kind, kept with it (issue 42): each page writes the
 * notification in its own language from these, where the stored text is English.
 */
export interface NoticeDetails {
  /** Paise: a commission decision's total (negative for a reversal), or a payout's net. */
  amountPaise?: number;
  /** How many commission lines a decision covers; one when left out. */
  lines?: number;
  /** Why the office declined, as staff wrote it (shown as it is, in any language). */
  reason?: string;
  /** A payout's calendar month, "2026-03". */
  month?: string;
  /** The bank's reference of a payout. */
  utr?: string;
  /** Until when payouts wait after a change of bank details (an instant, ISO 8601). */
  holdUntil?: string;
}

/** How a side writes a notice's values: the API in English, a page in its language. */
export interface NoticeFormat {
  paise: (paise: number) => string;
  /** A calendar month ("2026-03") in full: "March 2026". */
  month: (month: string) => string;
  /** An instant in India's time. */
  instant: (iso: string) => string;
}

/** A notice's words: its English text with `{{…}}` for each value (the key of its translation), and those values. */
export interface NoticeWords {
  key: string;
  values: Record<string, string | number>;
}

/** The kinds that say the same every time. */
const FIXED_TEXTS: Partial<Record<NotificationKind, string>> = {
  'lead assigned': 'A new lead has been assigned to you',
  'registration verified': 'Your registration is verified',
  'registration rejected': 'Your registration was not accepted: your profile says why',
  'proposal recorded': 'A proposal has been recorded for you',
  'project recorded': 'A project has been recorded for you',
  message: 'New message from the office',
};

/** A commission decision's words: one line (a reversal when negative), or several. */
const DECISION_TEXTS = {
  approved: {
    one: 'A commission of {{amount}} was approved.',
    reversal: 'A reversal of {{amount}} was approved.',
    several: '{{lines}} commission lines ({{amount}} in all) were approved.',
  },
  declined: {
    one: 'A commission of {{amount}} was declined.',
    reversal: 'A reversal of {{amount}} was declined.',
    several: '{{lines}} commission lines ({{amount}} in all) were declined.',
  },
  declinedBecause: {
    one: 'A commission of {{amount}} was declined: {{reason}}',
    reversal: 'A reversal of {{amount}} was declined: {{reason}}',
    several: '{{lines}} commission lines ({{amount}} in all) were declined: {{reason}}',
  },
} as const;

const PAYOUT_PAID = 'Your payout of {{amount}} for {{month}} was paid (UTR {{utr}}).';
const PAYOUT_ON_HOLD =
  'Your bank details were changed: payouts wait until {{holdUntil}}. Commission approved meanwhile is paid in the first payout batch after that.';

function decisionWords(
  kind: 'commission approved' | 'commission declined',
  { amountPaise, lines = 1, reason }: NoticeDetails,
  format: NoticeFormat,
): NoticeWords | null {
  if (amountPaise === undefined) return null;
  const texts =
    kind === 'commission approved'
      ? DECISION_TEXTS.approved
      : reason
        ? DECISION_TEXTS.declinedBecause
        : DECISION_TEXTS.declined;
  const because: Record<string, string> = kind === 'commission declined' && reason ? { reason } : {};
  if (lines > 1)
    return { key: texts.several, values: { lines, amount: format.paise(amountPaise), ...because } };
  const key = amountPaise < 0 ? texts.reversal : texts.one;
  return { key, values: { amount: format.paise(Math.abs(amountPaise)), ...because } };
}

/**
 * A notice's words by its kind and details, its values written by `format`; null when its kind says
 * more than its details hold (a notice written before they were kept, whose stored text then stands).
 */
export function noticeWords(
  kind: NotificationKind,
  details: NoticeDetails | null | undefined,
  format: NoticeFormat,
): NoticeWords | null {
  const fixed = FIXED_TEXTS[kind];
  if (fixed) return { key: fixed, values: {} };
  if (!details) return null;
  if (kind === 'commission approved' || kind === 'commission declined')
    return decisionWords(kind, details, format);
  const { amountPaise, month, utr, holdUntil } = details;
  if (kind === 'payout paid' && amountPaise !== undefined && month && utr)
    return {
      key: PAYOUT_PAID,
      values: { amount: format.paise(amountPaise), month: format.month(month), utr },
    };
  if (kind === 'payout on hold' && holdUntil)
    return { key: PAYOUT_ON_HOLD, values: { holdUntil: format.instant(holdUntil) } };
  return null;
}

/** `{{name}}` in a notice's key replaced by its value. */
export function fillIn({ key, values }: NoticeWords): string {
  return key.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
