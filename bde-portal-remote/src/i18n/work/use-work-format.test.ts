import { LANGUAGES } from 'shared/i18n/languages';
import { formatMonthIn, workFormat } from './use-work-format';

test('rupees keep Indian digit grouping in every language, Kannada and Malayalam included', () => {
  for (const language of LANGUAGES) {
    const format = workFormat(language);
    expect(format.inr(1234567.5)).toBe('₹12,34,567.50');
    expect(format.paise(123456750)).toBe('₹12,34,567.50');
    expect(format.paise(-10000)).toBe('−₹100');
  }
});

test('months are written in the language; English as before', () => {
  expect(formatMonthIn('2026-03', 'en')).toBe('Mar 2026');
  expect(formatMonthIn('2025-11', 'en')).toBe('Nov 2025');
  expect(formatMonthIn('2026-03', 'te')).toBe('మార్చి 2026');
  expect(formatMonthIn('2026-03', 'hi')).toBe('मार्च 2026');
  expect(formatMonthIn('2026-03', 'ta')).toBe('மார். 2026');
  expect(formatMonthIn('2026-03', 'kn')).toBe('ಮಾರ್ಚ್ 2026');
  expect(formatMonthIn('2026-03', 'ml')).toBe('2026 മാർ');
});

test("dates and times are India's, in the language", () => {
  // 20:00 UTC on 5 March is already 6 March in India.
  expect(workFormat('en').date('2026-03-05T20:00:00.000Z')).toBe('06 Mar 2026');
  expect(workFormat('te').date('2026-03-05T20:00:00.000Z')).toBe('06, మార్చి 2026');
  expect(workFormat('en').dateTime('2026-11-20T05:00:00.000Z')).toBe('20 Nov 2026, 10:30 am IST');
  expect(workFormat('ta').dateTime('2026-11-20T05:00:00.000Z')).toBe('20 நவ., 2026, 10:30 AM IST');
});
