import { tdsOnCredit, tdsOnTakeBack, tdsRuleOn } from './tds';
import { TDS_RULES } from './tds-rules';

const rupees = (value: number) => Math.round(value * 100);
const payout = (creditedOn: string, gross: number, before = 0, taxedBefore = 0, hasValidPan = true) =>
  tdsOnCredit({
    creditedOn,
    creditPaise: rupees(gross),
    yearCreditedBeforePaise: rupees(before),
    yearTaxedBeforePaise: rupees(taxedBefore),
    hasValidPan,
  });

test('each date takes the newest rule that has started, with its source', () => {
  expect(tdsRuleOn('2024-09-30').rateBasisPoints).toBe(500);
  expect(tdsRuleOn('2024-10-01').rateBasisPoints).toBe(200);
  expect(tdsRuleOn('2025-03-31').yearThresholdPaise).toBe(rupees(15_000));
  expect(tdsRuleOn('2025-04-01').yearThresholdPaise).toBe(rupees(20_000));
  expect(tdsRuleOn('2026-04-01').section).toMatch(/^393/);
  for (const rule of TDS_RULES) expect(rule.source.length).toBeGreaterThan(20);
  expect(() => tdsRuleOn('2010-01-01')).toThrow(/No TDS rule/);
});

test('nothing within the threshold; the payout that crosses it is taxed on the whole year', () => {
  expect(payout('2024-08-10', 15_000).tdsPaise).toBe(0);
  // 15,000 earlier + 1,000 now: 5% of 16,000 = 800.
  expect(payout('2024-09-10', 1_000, 15_000)).toMatchObject({
    tdsPaise: rupees(800),
    taxedBasePaise: rupees(16_000),
  });
  // After crossing, each payout on its own amount.
  expect(payout('2024-09-20', 2_000, 16_000, 16_000).tdsPaise).toBe(rupees(100));
});

test('the rate in force on the payout date: 5% to 30 Sep 2024, 2% from 1 Oct 2024', () => {
  expect(payout('2024-09-30', 20_000).tdsPaise).toBe(rupees(1_000));
  expect(payout('2024-10-01', 20_000).tdsPaise).toBe(rupees(400));
});

test('the threshold is ₹20,000 from 1 Apr 2025', () => {
  expect(payout('2025-04-15', 20_000).tdsPaise).toBe(0);
  expect(payout('2025-05-15', 1_000, 20_000).tdsPaise).toBe(rupees(420));
});

test('20% without a valid PAN, rounded to the nearest rupee', () => {
  expect(payout('2025-06-01', 25_000, 0, 0, false).tdsPaise).toBe(rupees(5_000));
  // 2% of 20,012.25 = 400.245 -> 400; 2% of 20,037.50 = 400.75 -> 401; exactly half goes up.
  expect(payout('2025-06-01', 20_012.25).tdsPaise).toBe(rupees(400));
  expect(payout('2025-06-01', 20_037.5).tdsPaise).toBe(rupees(401));
  expect(payout('2025-06-01', 20_025).tdsPaise).toBe(rupees(401));
});

test('never more than the payout; what it cannot cover is taxed on the next one', () => {
  const first = payout('2025-06-01', 1_000, 19_500, 0, false);
  expect(first.tdsPaise).toBe(rupees(1_000));
  expect(first.taxedBasePaise).toBe(rupees(5_000));
  const second = payout('2025-07-01', 30_000, 20_500, 5_000, false);
  expect(second.taxedBasePaise).toBe(rupees(45_500));
  expect(second.tdsPaise).toBe(rupees(9_100));
});

test('a year whose aggregate fell below what was taxed is not taxed again', () => {
  expect(payout('2025-08-01', 500, 21_000, 25_000).tdsPaise).toBe(0);
});

test('a take-back before payment gives back what the year’s remaining aggregate is not taxed on', () => {
  const takeBack = (taken: number, before: number, taxedBefore: number, tdsBefore: number) =>
    tdsOnTakeBack({
      creditedOn: '2025-09-15',
      creditPaise: -rupees(taken),
      yearCreditedBeforePaise: rupees(before),
      yearTaxedBeforePaise: rupees(taxedBefore),
      yearTdsBeforePaise: rupees(tdsBefore),
      hasValidPan: true,
    });
  // 24,000 credited and taxed (2%: 480); 12,000 taken back leaves 12,000, within 20,000: all 480 back.
  expect(takeBack(12_000, 24_000, 24_000, 480)).toMatchObject({
    taxedBasePaise: -rupees(24_000),
    tdsPaise: -rupees(480),
  });
  // 30,000 taxed (600); 6,000 taken back leaves 24,000, still past 20,000: 2% of 6,000 back.
  expect(takeBack(6_000, 30_000, 30_000, 600)).toMatchObject({
    taxedBasePaise: -rupees(6_000),
    tdsPaise: -rupees(120),
  });
  // Within the threshold all along: nothing was deducted, nothing is given back.
  expect(takeBack(5_000, 15_000, 0, 0)).toMatchObject({ taxedBasePaise: 0, tdsPaise: 0 });
  // Never more than the year's deductions, whatever the rates were.
  expect(takeBack(30_000, 30_000, 30_000, 100).tdsPaise).toBe(-rupees(100));
});
