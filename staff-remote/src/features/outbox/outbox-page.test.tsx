import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxListItem, OutboxListResponse } from 'shared/contract/staff-outbox-responses';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff, TEST_ADMIN } from '../../test/render-staff';
import { OutboxPage } from './outbox-page';

const LIST = 'GET /api/staff/outbox';
const reset: OutboxListItem = {
  id: 12,
  template: 'password-reset',
  toAddress: 'meera@example.com',
  subject: 'Reset your Deccan Stack password',
  status: 'pending',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2026-03-10T05:00:00.000Z',
  sentAt: null,
  createdAt: '2026-03-10T05:00:00.000Z',
};
const acknowledged: OutboxListItem = {
  ...reset,
  id: 11,
  template: 'acknowledgement',
  toAddress: 'ravi@example.com',
  subject: 'We have your message',
  status: 'sent',
  attempts: 2,
  lastError: '451 Try again later',
  nextAttemptAt: null,
  sentAt: '2026-03-09T06:30:00.000Z',
};
const page = (sending: boolean, items = [reset, acknowledged]): OutboxListResponse => ({
  items,
  next: null,
  delivery: { sending, from: 'Deccan Stack <no-reply@deccanstack.in>' },
});
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);
const open = () => renderStaff(<OutboxPage />, { at: '/staff/outbox', member: TEST_ADMIN });

test('without SMTP_URL it says nothing is sent, and lists the emails newest first, each a link', async () => {
  const fake = fakeApi({ [LIST]: { body: page(false) } });
  open();
  expect(
    await screen.findByText('Not sending: SMTP_URL is not set; messages wait here.'),
  ).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Emails' });
  const subjects = within(table).getAllByRole('rowheader');
  expect(subjects.map((cell) => cell.textContent)).toEqual([reset.subject, acknowledged.subject]);
  expect(within(subjects[0]).getByRole('link')).toHaveAttribute('href', '/staff/outbox/12');
  const [, waiting, sent] = within(table).getAllByRole('row');
  expect(waiting).toHaveTextContent('meera@example.com');
  expect(waiting).toHaveTextContent('Waiting');
  expect(waiting).toHaveTextContent('Not tried yet');
  expect(sent).toHaveTextContent('Sent');
  expect(sent).toHaveTextContent('09 Mar 2026');
  expect(query(fake.paths()[0]!)).toEqual({ sort: 'createdAt', dir: 'desc', limit: '25' });
});

test('with SMTP_URL it says whom the emails come from', async () => {
  fakeApi({ [LIST]: { body: page(true) } });
  open();
  expect(await screen.findByText('Deccan Stack <no-reply@deccanstack.in>')).toBeInTheDocument();
  expect(screen.queryByText(/Not sending/)).not.toBeInTheDocument();
});

test('a status and a search are sent to the server; an empty answer says nothing matches', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({ [LIST]: [{ body: page(false) }, { body: page(false, []) }] });
  open();
  await screen.findByRole('table', { name: 'Emails' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
  await user.type(screen.getByRole('searchbox', { name: 'Search emails' }), 'meera{Enter}');
  await waitFor(() =>
    expect(query(fake.paths().at(-1)!)).toEqual({
      q: 'meera',
      sort: 'createdAt',
      dir: 'desc',
      status: 'failed',
      limit: '25',
    }),
  );
  expect(await screen.findByText('No emails match.')).toBeInTheDocument();
});
