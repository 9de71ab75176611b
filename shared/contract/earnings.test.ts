import {
  financialYearDates,
  financialYearLabel,
  financialYearOf,
  roundToRupeePaise,
  shareOfPaise,
} from './earnings';

test('a share of paise rounds half-up, and a reversal takes back exactly what was given', () => {
  expect(shareOfPaise(10_000_00, 1_000)).toBe(1_000_00);
  expect(shareOfPaise(1_05, 5_000)).toBe(53); // 52.5 -> 53
  expect(shareOfPaise(-1_05, 5_000)).toBe(-53);
  expect(shareOfPaise(1_04, 5_000)).toBe(52);
  expect(shareOfPaise(Number.MAX_SAFE_INTEGER, 1)).toBe(Math.round(Number.MAX_SAFE_INTEGER / 10_000));
});

test('rupee rounding of paise', () => {
  expect(roundToRupeePaise(12_349)).toBe(12_300);
  expect(roundToRupeePaise(12_350)).toBe(12_400);
  expect(roundToRupeePaise(-12_350)).toBe(-12_400);
});

test('financial years run April to March', () => {
  expect(financialYearOf('2024-03-31')).toBe(2023);
  expect(financialYearOf('2024-04-01')).toBe(2024);
  expect(financialYearLabel(2024)).toBe('2024-25');
  expect(financialYearLabel(2099)).toBe('2099-00');
  expect(financialYearDates(2024)).toEqual({ from: '2024-04-01', to: '2025-03-31' });
});
