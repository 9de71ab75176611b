import {
  extraHeadersOf,
  headerLines,
  messageIdOf,
  outgoingMessage,
  type OutboxRow,
} from './outgoing-message-service';

const row = (headers: string): OutboxRow => ({
  id: 42,
  template: 'password-reset',
  toAddress: 'meera@example.com',
  subject: 'Reset your password',
  textBody: 'text',
  htmlBody: '<p>html</p>',
  headers,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: new Date(0),
  lockedUntil: null,
  lastError: null,
  sentAt: null,
  sealedBody: null,
  createdAt: new Date(Date.UTC(2026, 0, 1)),
});

test("a row's own headers are sent, but never one that would replace a message field or start another header", () => {
  const headers = JSON.stringify({
    'List-Unsubscribe': '<https://www.example.in/u?t=1>',
    From: 'attacker@example.com',
    bcc: 'attacker@example.com',
    'X-Broken': 'one\r\nBcc: attacker@example.com',
    'Bad Name': 'x',
    'X-Number': 7,
  });
  expect(extraHeadersOf(row(headers))).toEqual({ 'List-Unsubscribe': '<https://www.example.in/u?t=1>' });
  expect(extraHeadersOf(row('not json'))).toEqual({});
  expect(extraHeadersOf(row('["a"]'))).toEqual({});
});

test('the Message-ID is the same for the row at every attempt, and names the public host', () => {
  const id = messageIdOf(row('{}'), 'https://www.deccanstack.in');
  expect(id).toBe(`<outbox.42.${Date.UTC(2026, 0, 1).toString(36)}@www.deccanstack.in>`);
  expect(messageIdOf(row('{}'), 'https://www.deccanstack.in')).toBe(id);
  expect(messageIdOf(row('{}'), 'http://[::1]:8080')).toMatch(/@localhost>$/);
});

test('the headers as the back office shows them: the message fields first, then the row’s own', () => {
  const message = outgoingMessage(row('{"List-Unsubscribe":"<mailto:u@example.in>"}'), {
    from: 'Deccan Stack <no-reply@deccanstack.in>',
    publicOrigin: 'https://www.deccanstack.in',
  });
  expect(headerLines(message).map((line) => line.name)).toEqual([
    'From',
    'To',
    'Subject',
    'Message-ID',
    'List-Unsubscribe',
  ]);
});
