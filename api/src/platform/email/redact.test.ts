import { describeSendError, describeSmtpUrl, redactCredentials } from './redact';

const URL_WITH_SECRETS = 'smtps://mailer%40deccanstack.in:p%40ss%3Aw0rd!@smtp.example.in:465';

test("the SMTP URL's password and user name are hidden, raw or URL-encoded, wherever they appear", () => {
  const text = [
    'Invalid login for mailer@deccanstack.in with p@ss:w0rd!',
    `while connecting to ${URL_WITH_SECRETS}`,
    'encoded: p%40ss%3Aw0rd!',
  ].join('; ');
  const safe = redactCredentials(text, URL_WITH_SECRETS);
  for (const secret of ['p@ss:w0rd!', 'p%40ss%3Aw0rd!', 'mailer@deccanstack.in', 'mailer%40deccanstack.in']) {
    expect(safe).not.toContain(secret);
  }
  expect(safe).toContain('smtps://***@smtp.example.in:465');
});

test('the credentials of any URL in a message are hidden, even without the SMTP URL', () => {
  expect(redactCredentials('connect smtp://user:secret@host:25 failed', undefined)).toBe(
    'connect smtp://***@host:25 failed',
  );
});

test('a send error is recorded with its code and reply, on one line, redacted, and short', () => {
  const error = Object.assign(new Error('Invalid login: 535 5.7.8 p@ss:w0rd! rejected\n  for real'), {
    code: 'EAUTH',
  });
  expect(describeSendError(error, URL_WITH_SECRETS)).toBe(
    'EAUTH: Invalid login: 535 5.7.8 *** rejected for real',
  );
  expect(describeSendError(new Error('x'.repeat(2_000)), undefined)).toHaveLength(500);
  expect(describeSendError('plain text', undefined)).toBe('plain text');
});

test('the SMTP URL as logged names the server only', () => {
  expect(describeSmtpUrl(URL_WITH_SECRETS)).toBe('smtps://***@smtp.example.in:465');
  expect(describeSmtpUrl('smtp://127.0.0.1:2525')).toBe('smtp://127.0.0.1:2525');
});

test('every URL in a message has its credentials hidden, and one without any is left as it is', () => {
  expect(
    redactCredentials('from postgres://app:pw@db:5432/x via https://example.in/a@b and a.b://u@h', undefined),
  ).toBe('from postgres://***@db:5432/x via https://example.in/a@b and a.b://***@h');
});
