import { formatInr, formatPaise } from './inr';
import { formatDateIn } from './date';

test.each([
  [0, '₹0'],
  [999, '₹999'],
  [1000, '₹1,000'],
  [100000, '₹1,00,000'],
  [1000000, '₹10,00,000'],
  [12345678.5, '₹1,23,45,678.50'],
  [92500.5, '₹92,500.50'],
  [250000.25, '₹2,50,000.25'],
])('formatInr(%p) is %p, with Indian digit grouping', (amount, expected) => {
  expect(formatInr(amount)).toBe(expected);
});

test('dates are shown in the en-IN style in India time', () => {
  expect(formatDateIn('2026-03-05T20:00:00Z')).toBe('06 Mar 2026');
  expect(formatDateIn('not a date')).toBe('not a date');
});

test('paise are written as rupees, a reversal with a minus sign', () => {
  expect(formatPaise(12_345_67)).toBe('₹12,345.67');
  expect(formatPaise(500_00)).toBe('₹500');
  expect(formatPaise(-2_50)).toBe('−₹2.50');
  expect(formatPaise(0)).toBe('₹0');
});
