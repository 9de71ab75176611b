import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from 'shared/test/fake-api';
import { renderStaff, TEST_ADMIN } from '../../test/render-staff';
import { SubscribersPage } from './subscribers-page';

const LIST = 'GET /api/staff/subscribers';
const asha = {
  id: 1,
  emailAddress: 'asha@example.com',
  subscribedAt: '2025-01-06T06:30:00.000Z',
  confirmedAt: '2025-01-06T06:40:00.000Z',
};
const bala = {
  id: 2,
  emailAddress: 'bala@example.in',
  subscribedAt: '2025-01-05T06:30:00.000Z',
  confirmedAt: null,
};
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

test('each address says whether it has confirmed', async () => {
  fakeApi({ [LIST]: { body: { items: [asha, bala], next: null } } });
  renderStaff(<SubscribersPage />, { at: '/staff/subscribers' });
  const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
  const [, ashaRow, balaRow] = within(table).getAllByRole('row');
  expect(
    within(ashaRow).getByText(
      (_, element) => element?.tagName === 'TIME' && element.getAttribute('datetime') === asha.confirmedAt,
    ),
  ).toBeInTheDocument();
  expect(within(balaRow).getByText('Waiting for confirmation')).toBeInTheDocument();
});

test('only admins see the newsletter form', async () => {
  fakeApi({ [LIST]: { body: { items: [asha], next: null } } });
  renderStaff(<SubscribersPage />, { at: '/staff/subscribers' });
  await screen.findByRole('table', { name: 'Newsletter subscribers' });
  expect(screen.queryByRole('heading', { name: 'Send a newsletter' })).not.toBeInTheDocument();
});

test('an admin sends a newsletter: the subject and text go to the API, and the count comes back', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({
    [LIST]: { body: { items: [asha], next: null } },
    'POST /api/staff/newsletter': () => json(202, { recipients: 1 }),
  });
  renderStaff(<SubscribersPage />, { at: '/staff/subscribers', member: TEST_ADMIN });
  const form = await screen.findByRole('region', { name: 'Send a newsletter' });
  await user.click(within(form).getByRole('button', { name: 'Send to every confirmed subscriber' }));
  expect(within(form).getByLabelText(/Subject/)).toHaveAccessibleDescription(/required/i);
  expect(fake.sent().filter((request) => request.method === 'POST')).toEqual([]);

  await user.type(within(form).getByLabelText(/Subject/), 'November news');
  await user.type(within(form).getByLabelText(/^Text/), 'We moved to a bigger office.');
  await user.click(within(form).getByRole('button', { name: 'Send to every confirmed subscriber' }));
  expect(await within(form).findByText(/Queued for 1 confirmed subscriber\./)).toBeInTheDocument();
  expect(within(form).getByRole('link', { name: 'See them in the outbox' })).toHaveAttribute(
    'href',
    '/staff/outbox',
  );
  expect(
    fake
      .sent()
      .filter((request) => request.method === 'POST')
      .map((request) => request.body),
  ).toEqual([{ subject: 'November news', text: 'We moved to a bigger office.' }]);
  expect(within(form).getByLabelText(/Subject/)).toHaveValue('');
});

test('a subject the server refuses is marked at the field', async () => {
  const user = userEvent.setup();
  fakeApi({
    [LIST]: { body: { items: [asha], next: null } },
    'POST /api/staff/newsletter': () =>
      json(400, {
        title: 'Some fields are not valid.',
        status: 400,
        errors: { subject: ['Keep the subject on one line.'] },
      }),
  });
  renderStaff(<SubscribersPage />, { at: '/staff/subscribers', member: TEST_ADMIN });
  const form = await screen.findByRole('region', { name: 'Send a newsletter' });
  await user.type(within(form).getByLabelText(/Subject/), 'News');
  await user.type(within(form).getByLabelText(/^Text/), 'Text');
  await user.click(within(form).getByRole('button', { name: 'Send to every confirmed subscriber' }));
  expect(await within(form).findByText('Keep the subject on one line.')).toBeInTheDocument();
  expect(within(form).getByRole('alert')).toHaveTextContent('Check the fields marked below.');
});
