import { hideLinkSecrets, redactUrl } from './redact-url';

test('the log never gets a query secret or search, nor the token of a set-up link in the old path form', () => {
  expect(redactUrl('/api/NewsLetterSubscriber/one-click-unsubscribe?key=abc123')).toBe(
    '/api/NewsLetterSubscriber/one-click-unsubscribe?key=[redacted]',
  );
  expect(redactUrl('/x?a=1&token=t0k&b=2')).toBe('/x?a=[redacted]&token=[redacted]&b=[redacted]');
  expect(redactUrl('/staff/setup/Xy_Z-0123456789?utm=1')).toBe('/staff/setup/[redacted]?utm=[redacted]');
  expect(redactUrl('/staff/setup')).toBe('/staff/setup');
  expect(redactUrl('/api/staff/setup/open')).toBe('/api/staff/setup/open');
  expect(redactUrl('/api/staff/setup/Xy_Z-0123')).toBe('/api/staff/setup/[redacted]');
  expect(redactUrl('/api/staff/setup/opener-token')).toBe('/api/staff/setup/[redacted]');
  expect(redactUrl('/staff/login?next=%2Fstaff%2Fsetup%2FXy_Z-0123')).toBe(
    '/staff/login?next=%2Fstaff%2Fsetup%2F[redacted]',
  );
  expect(redactUrl('/staff/login?next=%2Fstaff%2Fleads')).toBe('/staff/login?next=%2Fstaff%2Fleads');
  // A search names someone; a status, a page or a BDE code does not.
  expect(redactUrl('/api/staff/members?q=asha%40example.in')).toBe('/api/staff/members?q=[redacted]');
  expect(redactUrl('/api/staff/leads?status=New&bdeCode=BDE1001&cursor=abc&q=9876543210')).toBe(
    '/api/staff/leads?status=New&bdeCode=BDE1001&cursor=abc&q=[redacted]',
  );
});

test("an email as staff read it hides every link's secret, in text, HTML and headers, and nothing else", () => {
  expect(hideLinkSecrets('Open https://x.in/staff/setup#token=Ab_9-z\nthen')).toBe(
    'Open https://x.in/staff/setup#token=[hidden]\nthen',
  );
  expect(hideLinkSecrets('<a href="https://x.in/privacypolicy#unsubscribe=k3y">Leave</a>')).toBe(
    '<a href="https://x.in/privacypolicy#unsubscribe=[hidden]">Leave</a>',
  );
  expect(hideLinkSecrets('<https://x.in/api/one-click?key=k3y>')).toBe(
    '<https://x.in/api/one-click?key=[hidden]>',
  );
  const plain = '<p style="color: #0f172a;">Reset your password at #reset</p>';
  expect(hideLinkSecrets(plain)).toBe(plain);
});
