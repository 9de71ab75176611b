import { alternateLinks, alternatePaths, htmlLang, ogLocale } from './page-languages';

test('a page is named in all six languages and x-default, English’s address', () => {
  expect(alternatePaths('/aboutus')).toEqual([
    { hreflang: 'en', path: '/aboutus' },
    { hreflang: 'te', path: '/te/aboutus' },
    { hreflang: 'hi', path: '/hi/aboutus' },
    { hreflang: 'ta', path: '/ta/aboutus' },
    { hreflang: 'kn', path: '/kn/aboutus' },
    { hreflang: 'ml', path: '/ml/aboutus' },
    { hreflang: 'x-default', path: '/aboutus' },
  ]);
  expect(alternateLinks('https://x.in', '/')).toContain(
    '<link rel="alternate" hreflang="te" href="https://x.in/te/">',
  );
});

test('html lang and og:locale of each language', () => {
  expect(htmlLang('en')).toBe('en-IN');
  expect(htmlLang('ta')).toBe('ta');
  expect(ogLocale('ml')).toBe('ml_IN');
});
