import { LANGUAGES, type Language } from '../i18n/languages';
import { formatInr, formatInrCompact, formatPaise } from './inr';
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

describe('in every language', () => {
  test.each(LANGUAGES)('%s writes rupees in Indian grouping with Latin digits', (language) => {
    expect(formatInr(1234567.5, language)).toBe('₹12,34,567.50');
    expect(formatInr(100000, language)).toBe('₹1,00,000');
    expect(formatPaise(123_456_750, language)).toBe('₹12,34,567.50');
    expect(formatPaise(-1_00_000_00, language)).toBe('−₹1,00,000');
    expect(formatPaise(-2_50, language)).toBe('−₹2.50');
  });

  test.each<[Language, string, string, string]>([
    ['en', '₹12.35 lakh', '₹1.2 crore', '₹1 lakh'],
    ['te', '₹12.35 లక్షలు', '₹1.2 కోట్లు', '₹1 లక్ష'],
    ['hi', '₹12.35 लाख', '₹1.2 करोड़', '₹1 लाख'],
    ['ta', '₹12.35 லட்சம்', '₹1.2 கோடி', '₹1 லட்சம்'],
    ['kn', '₹12.35 ಲಕ್ಷ', '₹1.2 ಕೋಟಿ', '₹1 ಲಕ್ಷ'],
    ['ml', '₹12.35 ലക്ഷം', '₹1.2 കോടി', '₹1 ലക്ഷം'],
  ])('%s writes compact amounts in lakh and crore', (language, lakh, crore, oneLakh) => {
    expect(formatInrCompact(1234567.5, language)).toBe(lakh);
    expect(formatInrCompact(12_000_000, language)).toBe(crore);
    expect(formatInrCompact(100_000, language)).toBe(oneLakh);
    expect(formatInrCompact(99_999.5, language)).toBe('₹99,999.50');
    expect(formatInrCompact(1234567.5, language)).not.toMatch(/million|M|L|Cr/);
  });

  test('compact amounts: a crore from 99.995 lakh, a crore of crores, a reversal', () => {
    expect(formatInrCompact(9_999_499)).toBe('₹99.99 lakh');
    expect(formatInrCompact(9_999_500)).toBe('₹1 crore');
    expect(formatInrCompact(9_999_500, 'te')).toBe('₹1 కోటి');
    expect(formatInrCompact(1e12, 'hi')).toBe('₹1,00,000 करोड़');
    expect(formatInrCompact(-250_000)).toBe('-₹2.5 lakh');
    expect(formatInrCompact(-500)).toBe(formatInr(-500));
  });
});
