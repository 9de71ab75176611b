import { redactUrl } from './redact-url';

test.each([
  [
    '/api/NewsLetterSubscriber/one-click-unsubscribe?key=0123abcd',
    '/api/NewsLetterSubscriber/one-click-unsubscribe?key=[redacted]',
  ],
  ['/x?a=1&KEY=secret&b=2', '/x?a=1&KEY=[redacted]&b=2'],
  ['/x?token=abc#frag', '/x?token=[redacted]#frag'],
  ['/api/staff/messages?q=key=1', '/api/staff/messages?q=key=1'],
  ['/monkey=1', '/monkey=1'],
])('%s is logged as %s', (url, logged) => {
  expect(redactUrl(url)).toBe(logged);
});
