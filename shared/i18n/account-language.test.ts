import { pathForAccountLanguage } from './account-language';

test('the same page in the account’s language, from any language', () => {
  expect(pathForAccountLanguage('ta', '/bdedetails/settings')).toBe('/ta/bdedetails/settings');
  expect(pathForAccountLanguage('ta', '/te/bdedetails/settings')).toBe('/ta/bdedetails/settings');
  expect(pathForAccountLanguage('en', '/hi/userDashboard')).toBe('/userDashboard');
  expect(pathForAccountLanguage('kn', '/kn/')).toBe('/kn/');
  expect(pathForAccountLanguage('ml', '/')).toBe('/ml/');
});
