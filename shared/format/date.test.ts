import { LANGUAGES, type Language } from '../i18n/languages';
import { formatDateIn, formatDateTimeIst } from './date';

// 23:30 UTC on 5 March is 5:00 am on 6 March in India.
const LATE_EVENING_UTC = '2026-03-05T23:30:00Z';

test.each<[Language, string, string]>([
  ['en', '06 Mar 2026', '06 Mar 2026, 5:00 am IST'],
  ['te', '06, మార్చి 2026', '06, మార్చి 2026 5:00 AM IST'],
  ['hi', '06 मार्च 2026', '06 मार्च 2026, 5:00 am IST'],
  ['ta', '06 மார்., 2026', '06 மார்., 2026, 5:00 AM IST'],
  ['kn', 'ಮಾರ್ಚ್ 06,2026', 'ಮಾರ್ಚ್ 06,2026, 5:00 AM IST'],
  ['ml', '2026 മാർ 06', '2026 മാർ 06, IST 5:00 AM'],
])('%s: dates and times in the language, on the next day in India', (language, day, instant) => {
  expect(formatDateIn(LATE_EVENING_UTC, language)).toBe(day);
  expect(formatDateIn(new Date(LATE_EVENING_UTC), language)).toBe(day);
  expect(formatDateTimeIst(LATE_EVENING_UTC, language)).toBe(instant);
});

test.each(LANGUAGES.filter((language) => language !== 'en'))(
  '%s names the month in its own script',
  (language) => {
    expect(formatDateIn(LATE_EVENING_UTC, language)).not.toMatch(/[A-Za-z]/);
  },
);

test('English is written as before, whatever the default', () => {
  expect(formatDateIn('2026-11-28T17:15:00Z')).toBe('28 Nov 2026');
  expect(formatDateTimeIst('2026-11-28T17:15:00Z')).toBe('28 Nov 2026, 10:45 pm IST');
  expect(formatDateTimeIst('2026-11-28T17:15:00Z', 'en')).toBe('28 Nov 2026, 10:45 pm IST');
});

test('unparseable input comes back as is in every language', () => {
  for (const language of LANGUAGES) {
    expect(formatDateIn('not a date', language)).toBe('not a date');
    expect(formatDateTimeIst('', language)).toBe('');
  }
});
