import { ValidationError, type AnyObjectSchema } from 'yup';
import { MAX_OVERRIDE_LEVELS } from './earnings';
import { MESSAGES } from './messages';
import { todayInIndia } from './staff-business-schema';
import {
  basisPointsToPercentText,
  BANK_REFERENCE_MAX_LENGTH,
  commissionActionSchema,
  commissionPlanSchema,
  commissionReasonSchema,
  EARNINGS_MESSAGES,
  EARNINGS_REASON_MAX_LENGTH,
  paymentSchema,
  payoutUtrSchema,
  percentTextToBasisPoints,
  reversalSchema,
  type CommissionPlanRequest,
} from './staff-earnings-schema';

const PLAN: CommissionPlanRequest = {
  effectiveFrom: todayInIndia(),
  directPercent: '10',
  overridePercents: ['2', '1'],
  note: 'Board decision',
};
const TODAY = { today: '2024-11-20' };

/** Each field's first message, as a form shows them (and the API answers them, by field). */
function errorsOf(schema: AnyObjectSchema, values: unknown, context?: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false, context });
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
  expect(errorsOf(commissionPlanSchema, PLAN)).toEqual({});
  expect(errorsOf(commissionPlanSchema, { ...PLAN, overridePercents: [] })).toEqual({});
  const most = { ...PLAN, overridePercents: Array(MAX_OVERRIDE_LEVELS).fill('1') };
  expect(errorsOf(commissionPlanSchema, most)).toEqual({});
});

test("each wrong field of a plan is named with the API's message", () => {
  expect(
    errorsOf(commissionPlanSchema, {
      effectiveFrom: '2025-02-30',
      directPercent: '10.001',
      overridePercents: ['', '21'],
      note: ' ',
    }),
  ).toEqual({
    effectiveFrom: EARNINGS_MESSAGES.dateShape,
    directPercent: EARNINGS_MESSAGES.percentShape,
    'overridePercents[0]': MESSAGES.required,
    'overridePercents[1]': EARNINGS_MESSAGES.overrideRange,
    note: MESSAGES.required,
  });
  expect(errorsOf(commissionPlanSchema, { ...PLAN, effectiveFrom: '2024-04-01' })).toEqual({
    effectiveFrom: EARNINGS_MESSAGES.effectiveFromPast,
  });
  expect(errorsOf(commissionPlanSchema, { ...PLAN, directPercent: '0' })).toEqual({
    directPercent: EARNINGS_MESSAGES.directRange,
  });
  expect(errorsOf(commissionPlanSchema, { ...PLAN, directPercent: '50.01' })).toEqual({
    directPercent: EARNINGS_MESSAGES.directRange,
  });
  const tooMany = { ...PLAN, overridePercents: Array(MAX_OVERRIDE_LEVELS + 1).fill('1') };
  expect(errorsOf(commissionPlanSchema, tooMany)).toEqual({
    overridePercents: EARNINGS_MESSAGES.overrideLevels,
  });
  // All the percentages together: at most 100, said on the direct one.
  const over = { ...PLAN, directPercent: '50', overridePercents: ['20', '20', '10', '0.01'] };
  expect(errorsOf(commissionPlanSchema, over)).toEqual({ directPercent: EARNINGS_MESSAGES.totalTooLarge });
  const all = { ...PLAN, directPercent: '50', overridePercents: ['20', '20', '10'] };
  expect(errorsOf(commissionPlanSchema, all)).toEqual({});
});

test('a payment: rupees with or without grouping commas, a bank reference of at most 64 characters', () => {
  const payment = { amount: '2,50,000.50', receivedOn: '2024-11-20', mode: 'UPI', bankReference: 'UPI-1' };
  expect(errorsOf(paymentSchema, payment, TODAY)).toEqual({});
  expect(
    errorsOf(
      paymentSchema,
      {
        amount: '0',
        receivedOn: '2024-11-21',
        mode: 'cash',
        bankReference: 'x'.repeat(BANK_REFERENCE_MAX_LENGTH + 1),
      },
      TODAY,
    ),
  ).toEqual({
    amount: EARNINGS_MESSAGES.amountPositive,
    receivedOn: EARNINGS_MESSAGES.dateFuture,
    mode: EARNINGS_MESSAGES.mode,
    bankReference: `At most ${BANK_REFERENCE_MAX_LENGTH} characters.`,
  });
  expect(errorsOf(paymentSchema, { ...payment, amount: '12.345' }, TODAY)).toEqual({
    amount: EARNINGS_MESSAGES.amountShape,
  });
  expect(errorsOf(paymentSchema, { ...payment, amount: '1000000000001' }, TODAY)).toEqual({
    amount: EARNINGS_MESSAGES.amountTooLarge,
  });
});

test('a reversal and a hold or decline need a reason the BDE reads, with the same message', () => {
  const reversal = { amount: '400', kind: 'refund', reason: ' ', receivedOn: '2024-11-20' };
  expect(errorsOf(reversalSchema, reversal, TODAY)).toEqual({ reason: EARNINGS_MESSAGES.reasonRequired });
  expect(errorsOf(commissionReasonSchema, { reason: '' })).toEqual({
    reason: EARNINGS_MESSAGES.reasonRequired,
  });
  expect(errorsOf(commissionActionSchema, { action: 'decline', lineIds: [1] })).toEqual({
    reason: EARNINGS_MESSAGES.reasonRequired,
  });
  const long = 'x'.repeat(EARNINGS_REASON_MAX_LENGTH + 1);
  expect(errorsOf(commissionReasonSchema, { reason: long })).toEqual(
    errorsOf(commissionActionSchema, { action: 'hold', lineIds: [1], reason: long }),
  );
});

test('a UTR is taken with spaces between its groups, in capitals', async () => {
  await expect(payoutUtrSchema.validate({ utr: ' hdfc r520 2411 2000 001 ' })).resolves.toEqual({
    utr: 'HDFCR52024112000001',
  });
  for (const bad of ['short', 'HDFC-R520241120', 'x'.repeat(23), '']) {
    expect(Object.keys(errorsOf(payoutUtrSchema, { utr: bad }))).toEqual(['utr']);
  }
});
