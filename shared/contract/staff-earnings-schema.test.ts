import { ValidationError } from 'yup';
import {
  basisPointsToPercentText,
  commissionPlanSchema,
  PLAN_MESSAGES,
  percentTextToBasisPoints,
  type CommissionPlanRequest,
} from './commission-plan-schema';
import { MAX_OVERRIDE_LEVELS } from './earnings';
import { todayInIndia } from './staff-business-schema';

const PLAN: CommissionPlanRequest = {
  effectiveFrom: todayInIndia(),
  directPercent: '10',
  overridePercents: ['2', '1'],
  note: 'Board decision',
};

/** Each field's first message, as a form shows them. */
function errorsOf(values: unknown): Record<string, string> {
  try {
    commissionPlanSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const found: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) found[inner.path!] ??= inner.message;
    return found;
  }
}

test('percentages become whole basis points without a float, and back', () => {
  expect(percentTextToBasisPoints('10')).toBe(1000);
  expect(percentTextToBasisPoints(' 2.5 ')).toBe(250);
  expect(percentTextToBasisPoints('0.07')).toBe(7);
  expect(percentTextToBasisPoints('100')).toBe(10_000);
  for (const bad of ['', '1.234', '-1', '1e2', '.5', '10%', '1000'])
    expect(percentTextToBasisPoints(bad)).toBeNull();
  expect([1000, 250, 25, 7, 0, 10_000].map(basisPointsToPercentText)).toEqual([
    '10',
    '2.5',
    '0.25',
    '0.07',
    '0',
    '100',
  ]);
  for (let points = 0; points <= 10_000; points += 1) {
    expect(percentTextToBasisPoints(basisPointsToPercentText(points))).toBe(points);
  }
});

test('a plan in force from today with up to the most override levels is accepted', () => {
  expect(errorsOf(PLAN)).toEqual({});
  expect(errorsOf({ ...PLAN, overridePercents: [] })).toEqual({});
  expect(errorsOf({ ...PLAN, overridePercents: Array(MAX_OVERRIDE_LEVELS).fill('1') })).toEqual({});
});

test('each wrong field is named with its message', () => {
  expect(
    errorsOf({
      effectiveFrom: '2025-02-30',
      directPercent: '10.001',
      overridePercents: ['', '101'],
      note: ' ',
    }),
  ).toEqual({
    effectiveFrom: PLAN_MESSAGES.dateShape,
    directPercent: PLAN_MESSAGES.percentShape,
    'overridePercents[0]': 'This field is required.',
    'overridePercents[1]': PLAN_MESSAGES.percentTooLarge,
    note: 'This field is required.',
  });
  expect(errorsOf({ ...PLAN, effectiveFrom: '2024-04-01' })).toEqual({
    effectiveFrom: PLAN_MESSAGES.datePast,
  });
  expect(errorsOf({ ...PLAN, overridePercents: Array(MAX_OVERRIDE_LEVELS + 1).fill('1') })).toEqual({
    overridePercents: PLAN_MESSAGES.tooManyLevels,
  });
  // All the percentages together: at most 100, said on the direct one.
  expect(errorsOf({ ...PLAN, directPercent: '95', overridePercents: ['2.5', '2.51'] })).toEqual({
    directPercent: PLAN_MESSAGES.totalTooLarge,
  });
  expect(errorsOf({ ...PLAN, directPercent: '95', overridePercents: ['2.5', '2.5'] })).toEqual({});
});
