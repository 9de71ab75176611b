import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { SubscribersPage } from './subscribers-page';

const LIST = 'GET /api/staff/subscribers';
const asha = { id: 1, emailAddress: 'asha@example.com', subscribedAt: '2025-01-06T06:30:00.000Z' };
const bala = { id: 2, emailAddress: 'bala@example.in', subscribedAt: '2025-01-05T06:30:00.000Z' };
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

test('lists the subscribers, newest first, and exports them all as CSV', async () => {
  const fake = fakeApi({ [LIST]: { body: { items: [asha, bala], next: null } } });
  renderStaff(<SubscribersPage />, { at: '/staff/subscribers' });
  const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['asha@example.com', 'bala@example.in']);
  expect(query(fake.paths()[0]!)).toEqual({ sort: 'createdAt', dir: 'desc', limit: '25' });
  const exportLink = screen.getByRole('link', { name: 'Export all as CSV' });
  expect(exportLink).toHaveAttribute('href', '/api/staff/subscribers.csv');
  expect(exportLink).toHaveAttribute('download');
});

test('a search narrows the list on the server, and the export to what it found', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({ [LIST]: { body: { items: [bala], next: null } } });
  renderStaff(<SubscribersPage />, { at: '/staff/subscribers' });
  await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'example.in{Enter}');
  await waitFor(() => expect(query(fake.paths().at(-1)!)).toMatchObject({ q: 'example.in' }));
  expect(screen.getByRole('link', { name: 'Export these as CSV' })).toHaveAttribute(
    'href',
    '/api/staff/subscribers.csv?q=example.in',
  );
});

test('Remove asks first; Cancel keeps the subscriber and gives focus back', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({ [LIST]: { body: { items: [asha, bala], next: null } } });
  renderStaff(<SubscribersPage />, { at: '/staff/subscribers' });
  const remove = await screen.findByRole('button', { name: 'Remove asha@example.com' });
  await user.click(remove);
  const dialog = screen.getByRole('dialog', { name: 'Remove asha@example.com?' });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(remove).toHaveFocus();
  expect(fake.requestsTo('/api/staff/subscribers/1/remove')).toHaveLength(0);
});

test('confirming removes the subscriber, says so, and reads the list again', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({
    [LIST]: [{ body: { items: [asha, bala], next: null } }, { body: { items: [bala], next: null } }],
    'POST /api/staff/subscribers/1/remove': { body: { id: 1, emailAddress: 'asha@example.com' } },
  });
  renderStaff(<SubscribersPage />, { at: '/staff/subscribers' });
  await user.click(await screen.findByRole('button', { name: 'Remove asha@example.com' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('asha@example.com was removed from the newsletter.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('rowheader', { name: 'asha@example.com' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Subscribers' })).toHaveFocus();
  expect(fake.requestsTo('/api/staff/subscribers/1/remove', 'POST')).toHaveLength(1);
});

test('a removal that fails says why inside the dialog, which stays open', async () => {
  const user = userEvent.setup();
  fakeApi({
    [LIST]: { body: { items: [asha], next: null } },
    'POST /api/staff/subscribers/1/remove': {
      status: 404,
      body: { title: 'There is no such subscriber; someone may have removed them already.', status: 404 },
    },
  });
  renderStaff(<SubscribersPage />, { at: '/staff/subscribers' });
  await user.click(await screen.findByRole('button', { name: 'Remove asha@example.com' }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('someone may have removed them already');
});
