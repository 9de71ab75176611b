import { languageOfHeader } from './request-language';

test('the page’s language, as the API client sends it', () => {
  expect(languageOfHeader('te')).toBe('te');
  expect(languageOfHeader('ml')).toBe('ml');
  expect(languageOfHeader('en')).toBe('en');
});

test('the first of the six a browser’s header names, by its primary subtag', () => {
  expect(languageOfHeader('ta-IN,ta;q=0.9,en;q=0.8')).toBe('ta');
  expect(languageOfHeader('fr-FR, KN-in;q=0.5, hi;q=0.4')).toBe('kn');
  expect(languageOfHeader(['hi', 'te'])).toBe('hi');
});

test('none of the six, a refused one, nothing or nonsense is English', () => {
  expect(languageOfHeader(undefined)).toBe('en');
  expect(languageOfHeader('')).toBe('en');
  expect(languageOfHeader('fr, de;q=0.9')).toBe('en');
  expect(languageOfHeader('te;q=0, *')).toBe('en');
  expect(languageOfHeader('te;q=0.000')).toBe('en');
  expect(languageOfHeader('tel, t, -te, ;te, te_IN')).toBe('en');
  expect(languageOfHeader('__proto__, constructor')).toBe('en');
});

test('a refused weight is told from a small one', () => {
  expect(languageOfHeader('te;q=0.1')).toBe('te');
});

test('a huge header is read only so far, quickly', () => {
  const filler = 'x-'.repeat(500_000);
  const started = performance.now();
  expect(languageOfHeader(`${filler},te`)).toBe('en');
  expect(languageOfHeader(`${'fr,'.repeat(100_000)}te`)).toBe('en');
  expect(languageOfHeader(`${' '.repeat(100_000)}te`)).toBe('en');
  expect(performance.now() - started).toBeLessThan(200);
});

test('a language within the first entries and characters is found', () => {
  expect(languageOfHeader(`${'fr,'.repeat(10)}te`)).toBe('te');
});

test('the highest weight wins, not the order; among equal weights the first named', () => {
  expect(languageOfHeader('en;q=0.1, te')).toBe('te');
  expect(languageOfHeader('hi;q=0.5, ta;q=0.9, kn;q=0.7')).toBe('ta');
  expect(languageOfHeader('ml;q=0.8, te;q=0.8')).toBe('ml');
  expect(languageOfHeader('te;q=abc, hi;q=1.5, ta;q=0.2')).toBe('ta');
});
