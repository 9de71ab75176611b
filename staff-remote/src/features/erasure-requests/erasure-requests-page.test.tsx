import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErasureRequestItem, ErasureRequestList } from 'shared/contract/bde-data-responses';
import { fakeApi, type FakeAnswer } from 'shared/test/fake-api';
import { renderStaff, TEST_ADMIN, TEST_STAFF } from '../../test/render-staff';
import { ErasureRequestsPage } from './erasure-requests-page';

const LIST = 'GET /api/staff/erasure-requests';
const ERASE = 'POST /api/staff/partners/BDE1001/erasure';
const DECLINE = 'POST /api/staff/partners/BDE1001/erasure/decline';

const pending: ErasureRequestItem = {
  id: 3,
  bdeCode: 'BDE1001',
  fullName: 'Kavya Menon',
  status: 'pending',
  reason: 'I have left the programme.',
  requestedAt: '2026-03-04T06:00:00.000Z',
  handledAt: null,
  handledBy: null,
  declineReason: null,
};
const declined: ErasureRequestItem = {
  ...pending,
  id: 2,
  bdeCode: 'BDE1002',
  fullName: 'Ravi Kumar',
  status: 'declined',
  reason: '',
  handledAt: '2026-03-02T09:30:00.000Z',
  handledBy: { id: 7, name: 'Lakshmi Rao' },
  declineReason: 'A commission payment is still open.',
};
const done: ErasureRequestItem = {
  ...pending,
  id: 1,
  bdeCode: 'BDE1003',
  fullName: null,
  status: 'done',
  reason: '',
  handledAt: '2026-03-01T09:30:00.000Z',
  handledBy: { id: 1, name: 'Arjun Mehta' },
};
const list = (items: ErasureRequestItem[] = [pending, declined, done]): { body: ErasureRequestList } => ({
  body: { items },
});

function open(answers: Record<string, FakeAnswer | FakeAnswer[]>, member = TEST_ADMIN) {
  const fake = fakeApi({ [LIST]: list(), ...answers });
  renderStaff(<ErasureRequestsPage />, { at: '/staff/erasure-requests', member });
  return fake;
}

const rows = async () =>
  within(await screen.findByRole('table', { name: /Erasure requests/ })).getAllByRole('row');

test('the requests, pending first: each BDE a link, statuses in words, who handled them and why', async () => {
  open({});
  const [, first, second, third] = await rows();
  expect(within(first).getByRole('link', { name: 'BDE1001' })).toHaveAttribute(
    'href',
    '/staff/partners/BDE1001',
  );
  expect(first).toHaveTextContent('Kavya Menon');
  expect(first).toHaveTextContent('I have left the programme.');
  expect(first).toHaveTextContent('Pending');
  expect(first).toHaveTextContent('Not yet');
  expect(second).toHaveTextContent('Declined');
  expect(second).toHaveTextContent('by Lakshmi Rao');
  expect(second).toHaveTextContent('Reason given: A commission payment is still open.');
  expect(second).toHaveTextContent('None given');
  expect(third).toHaveTextContent('Erased');
  expect(third).toHaveTextContent('by Arjun Mehta');
  expect(within(second).queryByRole('button')).not.toBeInTheDocument();
  expect(within(third).queryByRole('button')).not.toBeInTheDocument();
});

test('staff who are not admins may decline but not carry out, and are told so', async () => {
  open({}, TEST_STAFF);
  const [, first] = await rows();
  expect(within(first).getByRole('button', { name: 'Decline the request of BDE1001' })).toBeInTheDocument();
  expect(within(first).queryByRole('button', { name: /Carry out erasure/ })).not.toBeInTheDocument();
  expect(screen.getByText(/Only an admin can carry out an erasure\./)).toBeInTheDocument();
});

test('carrying out asks first, with Cancel focused; Cancel sends nothing and gives focus back', async () => {
  const user = userEvent.setup();
  const fake = open({});
  const [, first] = await rows();
  const erase = within(first).getByRole('button', { name: 'Carry out erasure of BDE1001' });
  await user.click(erase);
  const dialog = screen.getByRole('dialog', { name: 'Erase the data of BDE1001?' });
  expect(dialog).toHaveTextContent('This cannot be undone.');
  expect(dialog).toHaveTextContent('Proposals and projects stay under the BDE code');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(erase).toHaveFocus();
  expect(fake.requestsTo('/api/staff/partners/BDE1001/erasure', 'POST')).toHaveLength(0);
});

test('carried out: what went is said, the list is read again and focus goes to the heading', async () => {
  const user = userEvent.setup();
  const fake = open({
    [LIST]: [list(), list([{ ...done, id: 3, bdeCode: 'BDE1001' }, declined, done])],
    [ERASE]: {
      body: {
        request: { ...done, id: 3, bdeCode: 'BDE1001' },
        removed: { documents: 2, sessions: 1, emails: 3, uncreditedLeads: 1 },
      },
    },
  });
  const [, first] = await rows();
  await user.click(within(first).getByRole('button', { name: 'Carry out erasure of BDE1001' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase' }));
  expect(
    await screen.findByText(
      'BDE1001 was erased: 2 document copies, 1 sign-in and 3 emails removed; 1 lead is no longer credited.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Erasure requests' })).toHaveFocus();
  await waitFor(() => expect(fake.requestsTo('/api/staff/erasure-requests', 'GET')).toHaveLength(2));
  expect(fake.requestsTo('/api/staff/partners/BDE1001/erasure', 'POST')).toHaveLength(1);
});

test('an erasure the server refused is said inside the dialog, which stays open', async () => {
  const user = userEvent.setup();
  open({
    [ERASE]: { status: 404, body: { title: 'This BDE has no pending erasure request.', status: 404 } },
  });
  const [, first] = await rows();
  await user.click(within(first).getByRole('button', { name: 'Carry out erasure of BDE1001' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase' }));
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
    'This BDE has no pending erasure request.',
  );
});

test('declining needs a reason, said at the field; with one it is sent and the BDE is told', async () => {
  const user = userEvent.setup();
  const fake = open({ [DECLINE]: { body: { ...declined, id: 3, bdeCode: 'BDE1001' } } }, TEST_STAFF);
  const [, first] = await rows();
  await user.click(within(first).getByRole('button', { name: 'Decline the request of BDE1001' }));
  const dialog = screen.getByRole('dialog', { name: 'Decline the erasure request of BDE1001?' });
  await user.click(within(dialog).getByRole('button', { name: 'Decline the request' }));
  const reason = within(dialog).getByLabelText(/Reason/);
  await waitFor(() => expect(reason).toHaveFocus());
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(fake.requestsTo('/api/staff/partners/BDE1001/erasure/decline', 'POST')).toHaveLength(0);

  await user.type(reason, 'A commission payment is still open.');
  await user.click(within(dialog).getByRole('button', { name: 'Decline the request' }));
  expect(
    await screen.findByText('BDE1001: the request was declined and the BDE is told why.'),
  ).toBeInTheDocument();
  expect(fake.sent().find((call) => call.method === 'POST')?.body).toEqual({
    reason: 'A commission payment is still open.',
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Erasure requests' })).toHaveFocus();
});

test('a decline the server refused on the reason is said at the field', async () => {
  const user = userEvent.setup();
  open({
    [DECLINE]: {
      status: 400,
      body: {
        title: 'Some fields are not valid.',
        status: 400,
        errors: { reason: ['Write 5 to 500 characters.'] },
      },
    },
  });
  const [, first] = await rows();
  await user.click(within(first).getByRole('button', { name: 'Decline the request of BDE1001' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText(/Reason/), 'Still being paid.');
  await user.click(within(dialog).getByRole('button', { name: 'Decline the request' }));
  expect(await within(dialog).findByText('Write 5 to 500 characters.')).toBeInTheDocument();
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Check the reason: the BDE reads it.');
});

test('none yet, and a list that cannot be loaded (with Retry)', async () => {
  const user = userEvent.setup();
  open({ [LIST]: [{ status: 503, body: { title: 'down', status: 503 } }, list([])] });
  expect(await screen.findByText(/Could not load the erasure requests/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No BDE has asked for their data to be erased.')).toBeInTheDocument();
});
