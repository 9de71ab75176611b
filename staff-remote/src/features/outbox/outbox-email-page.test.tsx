import { screen, within } from '@testing-library/react';
import type { OutboxEmailResponse } from 'shared/contract/staff-outbox-responses';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff, TEST_ADMIN } from '../../test/render-staff';
import { OutboxEmailPage } from './outbox-email-page';

// An HTML part that would run, style or reach out if it were ever put into the page itself.
const HOSTILE_HTML =
  '<!doctype html><html lang="en"><body><p id="from-the-email">Hello</p>' +
  '<script>window.parent.stolen = true</script><a href="https://x.in/reset-password#token=abc">Set a new password</a></body></html>';

const EMAIL: OutboxEmailResponse = {
  id: 12,
  template: 'password-reset',
  toAddress: 'meera@example.com',
  subject: 'Reset your Deccan Stack password',
  status: 'pending',
  attempts: 1,
  lastError: 'EENVELOPE: Can’t send mail - all recipients were rejected: 451 Try again later',
  nextAttemptAt: '2026-03-10T05:01:00.000Z',
  sentAt: null,
  createdAt: '2026-03-10T05:00:00.000Z',
  headers: [
    { name: 'From', value: 'Deccan Stack <no-reply@deccanstack.in>' },
    { name: 'To', value: 'meera@example.com' },
    { name: 'Subject', value: 'Reset your Deccan Stack password' },
    { name: 'Message-ID', value: '<outbox.12.mf0abc@www.deccanstack.in>' },
  ],
  text: 'Hello Meera,\n\nhttps://x.in/reset-password#token=abc\n',
  html: HOSTILE_HTML,
  delivery: { sending: false, from: 'Deccan Stack <no-reply@deccanstack.in>' },
};
const PATH = '/api/staff/outbox/12';
const open = (at = '/staff/outbox/12') =>
  renderStaff(<OutboxEmailPage />, { at, route: '/staff/outbox/:emailId', member: TEST_ADMIN });

test('the headers as sent, the text part as text, the sending so far, and the reading is said to be audited', async () => {
  fakeApi({ [`GET ${PATH}`]: { body: EMAIL } });
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Reset your Deccan Stack password' }),
  ).toBeInTheDocument();
  const headers = screen.getByRole('region', { name: 'Headers' });
  expect(within(headers).getByText('Message-ID').nextSibling).toHaveTextContent(
    '<outbox.12.mf0abc@www.deccanstack.in>',
  );
  const text = screen.getByRole('region', { name: 'Text part' });
  expect(text.querySelector('pre')).toHaveTextContent('https://x.in/reset-password#token=abc');
  const sending = screen.getByRole('region', { name: 'Sending' });
  expect(sending).toHaveTextContent('451 Try again later');
  expect(sending).toHaveTextContent('Next attempt');
  expect(screen.getByText(/recorded in the audit log/)).toBeInTheDocument();
  expect(screen.getByText('Not sending: SMTP_URL is not set; messages wait here.')).toBeInTheDocument();
});

test('the HTML part is never put into the page: only into a sandboxed frame, and as source text', async () => {
  fakeApi({ [`GET ${PATH}`]: { body: EMAIL } });
  open();
  const html = await screen.findByRole('region', { name: 'HTML part' });
  const frame = within(html).getByTitle(/The HTML part of “Reset your Deccan Stack password”/);
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame).toHaveAttribute('srcdoc', HOSTILE_HTML);
  expect(frame).not.toHaveAttribute('src');
  // Nothing of the email became an element of the page, and its script did not run.
  expect(document.getElementById('from-the-email')).toBeNull();
  expect(document.querySelector('main script, .staff-page script')).toBeNull();
  expect((window as { stolen?: boolean }).stolen).toBeUndefined();
  expect(within(html).getByText('HTML source').closest('details')?.querySelector('pre')).toHaveTextContent(
    '<script>window.parent.stolen = true</script>',
  );
  expect(within(html).queryByRole('link', { name: 'Set a new password' })).toBeNull();
});

test('an unknown email says there is none, with the way back', async () => {
  fakeApi({
    [`GET ${PATH}`]: {
      status: 404,
      body: { title: 'There is no email with this number in the outbox.', status: 404 },
    },
  });
  open();
  expect(await screen.findByText(/There is no email with this number/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the outbox' })).toHaveAttribute('href', '/staff/outbox');
});

test('an address that is no number makes no call', async () => {
  open('/staff/outbox/abc');
  expect(await screen.findByText(/There is no email with this number/)).toBeInTheDocument();
});
