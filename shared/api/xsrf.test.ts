import { needsXsrfHeader, readCookie } from './xsrf';

test('reads one cookie out of document.cookie, decoding it', () => {
  expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc.def%3D; b=2')).toBe('abc.def=');
  expect(readCookie('XSRF-TOKEN', 'a=1')).toBeNull();
});

test.each([
  ['POST', '/api/ContactUs', true],
  ['put', '/api/x', true],
  ['DELETE', 'api/x', true],
  ['GET', '/api/health', false],
  [undefined, '/api/health', false],
  ['HEAD', '/api/health', false],
  ['POST', 'https://api.postalpincode.in/pincode/500081', false],
  ['POST', '//cdn.example.com/x', false],
])('%s %s needs the anti-forgery header: %p', (method, url, expected) => {
  expect(needsXsrfHeader(method, url)).toBe(expected);
});
