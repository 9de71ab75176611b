import { array, number, object, string, type InferType } from 'yup';
import { rupeesTextToPaise } from './business';
import {
  BASIS_POINTS_PER_PERCENT,
  COMMISSION_ACTIONS,
  MAX_OVERRIDE_LEVELS,
  PAYMENT_MODES,
  REVERSAL_KINDS,
} from './earnings';
import { parseIsoDate } from './executive';
import { requiredText } from './fields';
import { MESSAGES } from './messages';
import { todayInIndia } from './staff-business-schema';

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

export const EARNINGS_MESSAGES = {
  amountShape: 'Must be rupees with at most two decimals, like 25000 or 25000.50.',
  amountPositive: 'Must be more than zero.',
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

/** Today in India, from the validation's context (the API's clock) or else this device's. */
const todayFrom = (context: { options: { context?: { today?: unknown } } }) => {
  const given = context.options.context?.today;
  return typeof given === 'string' ? given : todayInIndia();
};

/** Rupees as text, more than zero, to be read with `rupeesTextToPaise`. */
const rupeesField = () =>
  string()
    .trim()
    .required(MESSAGES.required)
    .test('amount', EARNINGS_MESSAGES.amountShape, (value) => rupeesTextToPaise(value) !== null)
    .test('positive', EARNINGS_MESSAGES.amountPositive, (value) => (rupeesTextToPaise(value) ?? 1) > 0);

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
  reason: requiredText(EARNINGS_REASON_MAX_LENGTH),
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
  reason: requiredText(EARNINGS_REASON_MAX_LENGTH).optional().default(undefined),
})
  .noUnknown()
  .test('reason', EARNINGS_MESSAGES.reasonRequired, (value, context) =>
    value.action === 'approve' || value.reason
      ? true
      : context.createError({ path: 'reason', message: EARNINGS_MESSAGES.reasonRequired }),
  );
export type CommissionActionRequest = InferType<typeof commissionActionSchema>;

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
  directPercent: percentField(MAX_DIRECT_PERCENT, EARNINGS_MESSAGES.directRange).test(
    'positive',
    EARNINGS_MESSAGES.directRange,
    (value) => percentTextToBasisPoints(value) !== 0,
  ),
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

export const payoutUtrSchema = object({
  utr: string()
    .trim()
    .required(MESSAGES.required)
    .matches(/^[A-Za-z0-9]{12,22}$/, EARNINGS_MESSAGES.utrShape),
}).noUnknown();
export type PayoutUtrRequest = InferType<typeof payoutUtrSchema>;
