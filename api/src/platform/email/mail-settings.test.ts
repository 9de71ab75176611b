import { loadConfig, parseMailFrom, parseSmtpUrl } from '../../config';

test('SMTP_URL is an smtp:// or smtps:// address; anything else is refused without repeating it', () => {
  expect(parseSmtpUrl(undefined)).toBeUndefined();
  expect(parseSmtpUrl('  ')).toBeUndefined();
  expect(parseSmtpUrl('smtps://user:secret@smtp.example.in:465')).toBe(
    'smtps://user:secret@smtp.example.in:465',
  );
  expect(parseSmtpUrl('smtp://127.0.0.1:2525')).toBe('smtp://127.0.0.1:2525');
  for (const bad of ['https://user:secret@smtp.example.in', 'smtp.example.in:587', 'smtp://user:secret@']) {
    expect(() => parseSmtpUrl(bad)).toThrow(/SMTP_URL must be/);
    try {
      parseSmtpUrl(bad);
    } catch (error) {
      expect((error as Error).message).not.toContain('secret');
    }
  }
});

test("MAIL_FROM is one address; by default the company's name at no-reply@ the public host", () => {
  expect(parseMailFrom(undefined, 'https://www.deccanstack.in')).toBe(
    'Deccan Stack <no-reply@www.deccanstack.in>',
  );
  expect(parseMailFrom('', 'http://127.0.0.1:8080')).toBe('Deccan Stack <no-reply@localhost>');
  expect(parseMailFrom('"Deccan Stack" <hello@deccanstack.in>', 'https://x.in')).toBe(
    '"Deccan Stack" <hello@deccanstack.in>',
  );
  expect(parseMailFrom('hello@deccanstack.in', 'https://x.in')).toBe('hello@deccanstack.in');
  for (const bad of ['Deccan Stack', 'a@x.in, b@x.in', 'Team: a@x.in;']) {
    expect(() => parseMailFrom(bad, 'https://x.in')).toThrow(/MAIL_FROM must be one address/);
  }
});

test('the configuration reads both; without SMTP_URL nothing is sent', () => {
  expect(loadConfig({}).smtpUrl).toBeUndefined();
  const config = loadConfig({
    SMTP_URL: 'smtp://mail.internal:25',
    PUBLIC_ORIGIN: 'https://www.deccanstack.in',
  });
  expect(config.smtpUrl).toBe('smtp://mail.internal:25');
  expect(config.mailFrom).toBe('Deccan Stack <no-reply@www.deccanstack.in>');
});

test('SMTP_MAX_CONNECTIONS, SMTP_MAX_MESSAGES and SMTP_RATE_LIMIT: 5 connections of 100 emails, no rate, by default', () => {
  expect(loadConfig({}).smtpPool).toEqual({ maxConnections: 5, maxMessages: 100, ratePerSecond: 0 });
  expect(
    loadConfig({ SMTP_MAX_CONNECTIONS: ' 2 ', SMTP_MAX_MESSAGES: '500', SMTP_RATE_LIMIT: '14' }).smtpPool,
  ).toEqual({ maxConnections: 2, maxMessages: 500, ratePerSecond: 14 });
  for (const [variable, bad] of [
    ['SMTP_MAX_CONNECTIONS', '0'],
    ['SMTP_MAX_CONNECTIONS', '51'],
    ['SMTP_MAX_MESSAGES', '1.5'],
    ['SMTP_RATE_LIMIT', 'fast'],
  ]) {
    expect(() => loadConfig({ [variable]: bad })).toThrow(
      new RegExp(`^${variable} must be a whole number from 1 to \\d+, not "${bad}"\\.$`),
    );
  }
});
