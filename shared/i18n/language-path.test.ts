import { languageBase, languageOfPath, pathInLanguage } from './language-path';

test('a page’s language is its address’s prefix; English has none', () => {
  expect(languageOfPath('/')).toEqual({ language: 'en', path: '/' });
  expect(languageOfPath('/aboutus')).toEqual({ language: 'en', path: '/aboutus' });
  expect(languageOfPath('/te/')).toEqual({ language: 'te', path: '/' });
  expect(languageOfPath('/te')).toEqual({ language: 'te', path: '/' });
  expect(languageOfPath('/ta/careers/java-dev')).toEqual({ language: 'ta', path: '/careers/java-dev' });
});

test('an unknown prefix, English’s own and a longer word are no language', () => {
  expect(languageOfPath('/xx/aboutus')).toEqual({ language: 'en', path: '/xx/aboutus' });
  expect(languageOfPath('/en/aboutus')).toEqual({ language: 'en', path: '/en/aboutus' });
  expect(languageOfPath('/terms')).toEqual({ language: 'en', path: '/terms' });
});

test('a page’s address in each language', () => {
  expect(languageBase('en')).toBe('');
  expect(languageBase('kn')).toBe('/kn');
  expect(pathInLanguage('en', '/aboutus')).toBe('/aboutus');
  expect(pathInLanguage('hi', '/')).toBe('/hi/');
  expect(pathInLanguage('ml', '/careers/x')).toBe('/ml/careers/x');
});
