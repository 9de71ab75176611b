import { array, object, string, type InferType } from 'yup';
import { BASIS_POINTS_PER_PERCENT, MAX_OVERRIDE_LEVELS } from './earnings';
import { parseIsoDate } from './executive';
import { requiredText } from './fields';
import { MESSAGES } from './messages';
import { todayInIndia } from './staff-business-schema';

/**
 * A new version of the commission plan, as an admin sets it: the day it takes effect, the BDE's
 * direct percentage and the override percentage of each referral level (level 1 first), with a note
 * of why. The back office's form and the API check with these same rules.
 */
export const MAX_PLAN_NOTE_LENGTH = 500;
const ALL_BASIS_POINTS = 100 * BASIS_POINTS_PER_PERCENT;

export const PLAN_MESSAGES = {
  percentShape: 'Must be a percentage with at most two decimals, like 10 or 2.5.',
  percentTooLarge: 'Can be at most 100.',
  totalTooLarge: 'The direct and override percentages together can be at most 100.',
  tooManyLevels: `At most ${MAX_OVERRIDE_LEVELS} override levels.`,
  dateShape: 'Must be a real date written YYYY-MM-DD.',
  datePast: 'Cannot be before today: payments already recorded keep the plan they were worked out by.',
} as const;

/** "10", "2.5", "0.25" (a percentage) to whole basis points, without a float; null when it is not one. */
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

const percentField = () =>
  string()
    .trim()
    .required(MESSAGES.required)
    .test('percent', PLAN_MESSAGES.percentShape, (value) => percentTextToBasisPoints(value ?? '') !== null)
    .test(
      'at-most-100',
      PLAN_MESSAGES.percentTooLarge,
      (value) => (percentTextToBasisPoints(value ?? '') ?? 0) <= ALL_BASIS_POINTS,
    );

export const commissionPlanSchema = object({
  effectiveFrom: string()
    .trim()
    .required(MESSAGES.required)
    .test('date', PLAN_MESSAGES.dateShape, (value) => parseIsoDate(value ?? '') !== null)
    .test(
      'not-past',
      PLAN_MESSAGES.datePast,
      (value) => parseIsoDate(value ?? '') === null || (value ?? '') >= todayInIndia(),
    ),
  // The total is said on the direct percentage: the list's own message would stand for its items'.
  directPercent: percentField().test('total', PLAN_MESSAGES.totalTooLarge, function total(direct) {
    const overrides = (this.parent as { overridePercents?: unknown }).overridePercents;
    const all = [direct, ...(Array.isArray(overrides) ? overrides : [])];
    const points = all.map((text) => (typeof text === 'string' ? percentTextToBasisPoints(text) : null));
    // A malformed percentage has its own message; the total is only checked once each is right.
    if (points.some((value) => value === null)) return true;
    return points.reduce<number>((sum, value) => sum + value!, 0) <= ALL_BASIS_POINTS;
  }),
  overridePercents: array(percentField().defined())
    .defined()
    .default([])
    .max(MAX_OVERRIDE_LEVELS, PLAN_MESSAGES.tooManyLevels),
  note: requiredText(MAX_PLAN_NOTE_LENGTH),
}).noUnknown();
export type CommissionPlanRequest = InferType<typeof commissionPlanSchema>;
