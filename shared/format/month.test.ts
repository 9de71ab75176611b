import { formatMonth, formatPlainDay } from './month';

test('a month and a day are written as they are, in any time zone', () => {
  expect(formatMonth('2026-11')).toBe('November 2026');
  expect(formatMonth('2027-01')).toBe('January 2027');
  expect(formatPlainDay('2026-11-05')).toBe('05 Nov 2026');
  expect(formatPlainDay('2024-03-31')).toBe('31 Mar 2024');
  for (const odd of ['2026-13', 'soon', '']) expect(formatMonth(odd)).toBe(odd);
  for (const odd of ['2026-00-01', '5 Nov']) expect(formatPlainDay(odd)).toBe(odd);
});
