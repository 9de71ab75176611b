import { array, number, object, string, type InferType } from 'yup';
import {
  BASIS_POINTS_PER_PERCENT,
  COMMISSION_ACTIONS,
  MAX_OVERRIDE_LEVELS,
  PAYMENT_MODES,
  REVERSAL_KINDS,
} from './earnings';
import { parseIsoDate } from './executive';
import { requiredText, tooLong, UNSAFE_CHARACTERS, UNSAFE_TEXT_MESSAGE } from './fields';
import { MESSAGES } from './messages';
import { amountProblem, BUSINESS_MESSAGES, todayInIndia } from './staff-business-schema';

/**
 * What the back office sends to the ledger: a payment, a reversal, a line action, a plan version, a
 * payout batch, a transfer's UTR. The API checks with these schemas (with its own clock's today in
 * the context, `{ today }`); the screens' forms use them with the device's.
 */
export const MAX_DIRECT_PERCENT = 50;
export const MAX_OVERRIDE_PERCENT = 20;
export const MAX_LINE_IDS = 500;
export const EARNINGS_REASON_MAX_LENGTH = 500;
export const PLAN_NOTE_MAX_LENGTH = 500;
export const BANK_REFERENCE_MAX_LENGTH = 64;
/** The direct and override percentages of a plan together: never more than the payment itself. */
export const MAX_PLAN_TOTAL_PERCENT = 100;

export const EARNINGS_MESSAGES = {
  amountShape: BUSINESS_MESSAGES.amountShape,
  amountPositive: BUSINESS_MESSAGES.amountPositive,
  amountTooLarge: BUSINESS_MESSAGES.amountTooLarge,
  dateShape: 'Must be a real date written YYYY-MM-DD.',
  dateFuture: 'Cannot be in the future.',
  mode: `Must be one of: ${PAYMENT_MODES.join(', ')}.`,
  kind: `Must be one of: ${REVERSAL_KINDS.join(', ')}.`,
  action: `Must be one of: ${COMMISSION_ACTIONS.join(', ')}.`,
  lineIds: `Give from 1 to ${MAX_LINE_IDS} line numbers.`,
  lineId: 'Each must be a line number.',
  reasonRequired: 'Say why: the BDE reads it.',
  percentShape: 'Must be a percentage with at most two decimals, like 5 or 2.50.',
  directRange: `Must be more than 0% and at most ${MAX_DIRECT_PERCENT}%.`,
  overrideRange: `Each must be from 0% to ${MAX_OVERRIDE_PERCENT}%.`,
  overrideLevels: `At most ${MAX_OVERRIDE_LEVELS} referral levels.`,
  totalTooLarge: `The direct and override percentages together can be at most ${MAX_PLAN_TOTAL_PERCENT}%.`,
  effectiveFromPast: 'Must be today or later: a plan never reaches back to payments already recorded.',
  effectiveFromTaken: 'A plan version already starts on this day.',
  monthShape: 'Must be a month written YYYY-MM.',
  monthFuture: 'Cannot be a month that has not begun.',
  utrShape: 'Must be the 12 to 22 letters and digits of the transfer’s UTR.',
  reversalBeforePayment: 'Cannot be before the payment it reverses.',
  reversalTooMuch: 'Is more than what remains of this payment',
  projectNotFound: 'There is no such project.',
  paymentNotFound: 'There is no such payment.',
  batchNotFound: 'There is no such payout batch.',
  payoutNotFound: 'This batch has no such payout.',
  batchExists: 'The payout batch of this month was already created.',
  utrRecorded: 'The UTR of this payout was already recorded.',
  utrUsed: 'This UTR is already recorded for another payout.',
} as const;

/** A percentage with at most two decimals ("5", "2.50") to basis points; null when it is not one. */
export function percentTextToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * BASIS_POINTS_PER_PERCENT + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as a percentage's text: 1000 -> "10", 250 -> "2.5", 25 -> "0.25". */
export function basisPointsToPercentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / BASIS_POINTS_PER_PERCENT);
  const hundredths = Math.abs(basisPoints % BASIS_POINTS_PER_PERCENT);
  if (hundredths === 0) return String(whole);
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}

/** A transfer's UTR as the bank prints it, spaces between groups taken out, in capitals. */
export const normalUtr = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** Today in India, from the validation's context (the API's clock) or else this device's. */
const todayFrom = (context: { options: { context?: { today?: unknown } } }) => {
  const given = context.options.context?.today;
  return typeof given === 'string' ? given : todayInIndia();
};

/**
 * Rupees as text, with Indian grouping commas or without ("2,50,000.50"), more than zero and at most a
 * project's largest amount: the API reads it with `amountToPaise`, as the project form's amount.
 */
const rupeesField = () =>
  string()
    .trim()
    .required(MESSAGES.required)
    .test('amount', EARNINGS_MESSAGES.amountShape, function amount(value) {
      const problem = amountProblem(value);
      return problem === null || this.createError({ message: problem });
    });

/** Why a line is held or declined, or a payment reversed: the BDE reads it. */
const reasonText = () =>
  string()
    .trim()
    .required(EARNINGS_MESSAGES.reasonRequired)
    .test('safe', UNSAFE_TEXT_MESSAGE, (value) => !UNSAFE_CHARACTERS.test(value))
    .max(EARNINGS_REASON_MAX_LENGTH, tooLong(EARNINGS_REASON_MAX_LENGTH));

/** A real date, not after today in India. */
const pastDateField = () =>
  string()
    .trim()
    .required(MESSAGES.required)
    .test('date', EARNINGS_MESSAGES.dateShape, (value) => parseIsoDate(value) !== null)
    .test('not-future', EARNINGS_MESSAGES.dateFuture, function notFuture(value) {
      return parseIsoDate(value) === null || value <= todayFrom(this);
    });

export const paymentSchema = object({
  amount: rupeesField(),
  receivedOn: pastDateField(),
  mode: string()
    .required(MESSAGES.required)
    .oneOf([...PAYMENT_MODES, ''], EARNINGS_MESSAGES.mode),
  bankReference: requiredText(BANK_REFERENCE_MAX_LENGTH),
}).noUnknown();
export type PaymentRequest = InferType<typeof paymentSchema>;

export const reversalSchema = object({
  amount: rupeesField(),
  kind: string()
    .required(MESSAGES.required)
    .oneOf([...REVERSAL_KINDS, ''], EARNINGS_MESSAGES.kind),
  reason: reasonText(),
  receivedOn: pastDateField(),
}).noUnknown();
export type ReversalRequest = InferType<typeof reversalSchema>;

export const commissionActionSchema = object({
  action: string()
    .required(MESSAGES.required)
    .oneOf([...COMMISSION_ACTIONS, ''], EARNINGS_MESSAGES.action),
  lineIds: array()
    .strict()
    .of(
      number()
        .strict()
        .typeError(EARNINGS_MESSAGES.lineId)
        .integer(EARNINGS_MESSAGES.lineId)
        .min(1, EARNINGS_MESSAGES.lineId)
        .max(2_147_483_647, EARNINGS_MESSAGES.lineId)
        .required(EARNINGS_MESSAGES.lineId),
    )
    .required(MESSAGES.required)
    .min(1, EARNINGS_MESSAGES.lineIds)
    .max(MAX_LINE_IDS, EARNINGS_MESSAGES.lineIds),
  reason: reasonText().optional().default(undefined),
})
  .noUnknown()
  .test('reason', EARNINGS_MESSAGES.reasonRequired, (value, context) =>
    value.action === 'approve' || value.reason
      ? true
      : context.createError({ path: 'reason', message: EARNINGS_MESSAGES.reasonRequired }),
  );
export type CommissionActionRequest = InferType<typeof commissionActionSchema>;

/** The reason of a hold or a decline alone, as the screens' dialog asks for it. */
export const commissionReasonSchema = object({ reason: reasonText() }).noUnknown();
export type CommissionReason = InferType<typeof commissionReasonSchema>;

const percentField = (max: number, message: string) =>
  string()
    .trim()
    .required(MESSAGES.required)
    .test('percent', EARNINGS_MESSAGES.percentShape, (value) => percentTextToBasisPoints(value) !== null)
    .test('range', message, (value) => {
      const points = percentTextToBasisPoints(value);
      return points === null || points <= max * BASIS_POINTS_PER_PERCENT;
    });

export const commissionPlanSchema = object({
  effectiveFrom: string()
    .trim()
    .required(MESSAGES.required)
    .test('date', EARNINGS_MESSAGES.dateShape, (value) => parseIsoDate(value) !== null)
    .test('not-past', EARNINGS_MESSAGES.effectiveFromPast, function notPast(value) {
      return parseIsoDate(value) === null || value >= todayFrom(this);
    }),
  directPercent: percentField(MAX_DIRECT_PERCENT, EARNINGS_MESSAGES.directRange)
    .test('positive', EARNINGS_MESSAGES.directRange, (value) => percentTextToBasisPoints(value) !== 0)
    // The total is said on the direct percentage: the list's own message would stand for its items'.
    .test('total', EARNINGS_MESSAGES.totalTooLarge, function total(direct) {
      const overrides = (this.parent as { overridePercents?: unknown }).overridePercents;
      const all = [direct, ...(Array.isArray(overrides) ? overrides : [])];
      const points = all.map((text) => (typeof text === 'string' ? percentTextToBasisPoints(text) : null));
      // A malformed percentage has its own message; the total is only checked once each is right.
      if (points.some((value) => value === null)) return true;
      const sum = points.reduce<number>((added, value) => added + value!, 0);
      return sum <= MAX_PLAN_TOTAL_PERCENT * BASIS_POINTS_PER_PERCENT;
    }),
  overridePercents: array()
    .of(percentField(MAX_OVERRIDE_PERCENT, EARNINGS_MESSAGES.overrideRange))
    .required(MESSAGES.required)
    .max(MAX_OVERRIDE_LEVELS, EARNINGS_MESSAGES.overrideLevels),
  note: requiredText(PLAN_NOTE_MAX_LENGTH),
}).noUnknown();
export type CommissionPlanRequest = InferType<typeof commissionPlanSchema>;

/** The India month of a day: `2024-11` for `2024-11-05`. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

export const payoutBatchSchema = object({
  month: string()
    .trim()
    .required(MESSAGES.required)
    .test('month', EARNINGS_MESSAGES.monthShape, (value) => parseIsoDate(`${value}-01`) !== null)
    .test('not-future', EARNINGS_MESSAGES.monthFuture, function notFuture(value) {
      return parseIsoDate(`${value}-01`) === null || value <= monthOf(todayFrom(this));
    }),
}).noUnknown();
export type PayoutBatchRequest = InferType<typeof payoutBatchSchema>;

/**
 * A transfer's Unique Transaction Reference: letters and digits, 12 (IMPS) to 22 (RTGS) of them. Spaces
 * typed between groups are taken out and letters made capitals (`normalUtr`) before it is checked, so
 * the form and the API take the same UTRs and the API keeps it as the form shows it.
 */
export const payoutUtrSchema = object({
  utr: string()
    .transform((value: unknown) => (typeof value === 'string' ? normalUtr(value) : value))
    .required(MESSAGES.required)
    .matches(/^[A-Z0-9]{12,22}$/, EARNINGS_MESSAGES.utrShape),
}).noUnknown();
export type PayoutUtrRequest = InferType<typeof payoutUtrSchema>;
