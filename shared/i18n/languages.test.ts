import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGE_NAMES, LANGUAGES, isLanguage } from './languages';

test('six languages, English first and the default', () => {
  expect(LANGUAGES).toEqual(['en', 'te', 'hi', 'ta', 'kn', 'ml']);
  expect(DEFAULT_LANGUAGE).toBe('en');
});

test('each language is named in its own script and has an Indian locale Intl knows', () => {
  expect(LANGUAGES.map((language) => LANGUAGE_NAMES[language])).toEqual([
    'English',
    'తెలుగు',
    'हिन्दी',
    'தமிழ்',
    'ಕನ್ನಡ',
    'മലയാളം',
  ]);
  const locales = LANGUAGES.map((language) => LANGUAGE_LOCALES[language]);
  expect(locales).toEqual(['en-IN', 'te-IN', 'hi-IN', 'ta-IN', 'kn-IN', 'ml-IN']);
  expect(Intl.DateTimeFormat.supportedLocalesOf(locales)).toEqual(locales);
});

test('isLanguage accepts only the six codes', () => {
  expect(LANGUAGES.every(isLanguage)).toBe(true);
  for (const value of ['', 'EN', 'en-IN', 'fr', 'toString', undefined, null, 3]) {
    expect(isLanguage(value)).toBe(false);
  }
});
