import { trimTrailingSlashes } from './trim-trailing-slashes';

test.each([
  ['/careers/lead-engineer///', '/careers/lead-engineer'],
  ['https://pincodes.example/', 'https://pincodes.example'],
  ['/', ''],
  ['', ''],
  ['/no/trailing', '/no/trailing'],
])('%s -> %s', (text, trimmed) => {
  expect(trimTrailingSlashes(text)).toBe(trimmed);
});
