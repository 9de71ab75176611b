import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BDE_DATA_MESSAGES } from 'shared/contract/bde-data';
import type { BdeErasureRequest } from 'shared/contract/bde-data-responses';
import { fakeApi, type FakeAnswer } from 'shared/test/fake-api';
import { dashboardAnswers, renderPortal } from '../../app/portal-test-kit';
import { ERASURE_FAILED } from './erasure-request-form';

const STATE_PATH = 'GET /api/BDEPortal/ErasureRequest?bdeCode=BDE240101';
const REQUEST_PATH = 'POST /api/BDEPortal/ErasureRequest?bdeCode=BDE240101';

const PENDING: BdeErasureRequest = {
  status: 'pending',
  reason: 'I have left the programme.',
  requestedAt: '2026-03-04T20:00:00.000Z',
  handledAt: null,
  declineReason: null,
};

function renderYourData(answers: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  const api = fakeApi({ ...dashboardAnswers(), [STATE_PATH]: { body: { request: null } }, ...answers });
  renderPortal('/bdedetails/profile');
  return api;
}

const section = () => screen.findByRole('region', { name: 'Your data' });
const erasePart = async () =>
  within(await section()).getByRole('region', { name: 'Ask us to erase your data' });

test('"Download my data" is a plain link to the BDE’s own export, which the session cookie goes with', async () => {
  renderYourData();
  const download = within(await section()).getByRole('link', { name: 'Download my data' });
  expect(download).toHaveAttribute('href', '/api/BDEPortal/MyData?bdeCode=BDE240101');
  expect(within(await section()).getByText(/never sent over the web, not even to you/)).toBeInTheDocument();
});

test('asking: the confirmation opens on Cancel, and Cancel sends nothing and gives focus back', async () => {
  const user = userEvent.setup();
  const api = renderYourData();
  const part = await erasePart();
  expect(await within(part).findByText(/the law requires us to keep accounting records/)).toBeInTheDocument();
  const ask = within(part).getByRole('button', { name: 'Ask us to erase my data…' });
  await user.click(ask);
  const dialog = screen.getByRole('dialog', { name: 'Ask us to erase your data?' });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(ask).toHaveFocus();
  expect(api.requestsTo('/api/BDEPortal/ErasureRequest', 'POST')).toHaveLength(0);
});

test('asking with a reason: sent on "Yes", then the pending request is shown and takes focus', async () => {
  const user = userEvent.setup();
  const api = renderYourData({
    [STATE_PATH]: [{ body: { request: null } }, { body: { request: PENDING } }],
    [REQUEST_PATH]: { status: 201, body: { request: PENDING } },
  });
  const part = await erasePart();
  await user.type(await within(part).findByLabelText(/Why \(optional\)/), 'I have left the programme.');
  await user.click(within(part).getByRole('button', { name: 'Ask us to erase my data…' }));
  await user.click(screen.getByRole('button', { name: 'Yes, send the request' }));

  const state = await within(part).findByText('Request pending');
  expect(state.closest('div')).toHaveFocus();
  expect(state.closest('p')).toHaveTextContent('you asked us on 05 Mar 2026 to erase your data');
  expect(within(part).getByText('Your reason: I have left the programme.')).toBeInTheDocument();
  expect(within(part).queryByRole('button', { name: /Ask us to erase/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.sent().find((call) => call.method === 'POST')?.body).toEqual({
    reason: 'I have left the programme.',
  });
});

test('a reason over 500 characters is said at the field, which takes focus; nothing is sent', async () => {
  const user = userEvent.setup();
  const api = renderYourData();
  const part = await erasePart();
  const reason = await within(part).findByLabelText(/Why \(optional\)/);
  fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
  await user.click(within(part).getByRole('button', { name: 'Ask us to erase my data…' }));
  await waitFor(() => expect(reason).toHaveFocus());
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(within(part).getByText('At most 500 characters.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.requestsTo('/api/BDEPortal/ErasureRequest', 'POST')).toHaveLength(0);
});

test.each([
  [
    'one already pending: the server’s words',
    { status: 409, body: { title: BDE_DATA_MESSAGES.alreadyPending, status: 409 } },
    BDE_DATA_MESSAGES.alreadyPending,
  ],
  [
    'a server failure: a calm message',
    { status: 500, body: { title: 'Internal', status: 500 } },
    ERASURE_FAILED,
  ],
])('%s, in the dialog, which stays open', async (_name, answer, message) => {
  const user = userEvent.setup();
  renderYourData({ [REQUEST_PATH]: answer });
  const part = await erasePart();
  await user.click(await within(part).findByRole('button', { name: 'Ask us to erase my data…' }));
  await user.click(screen.getByRole('button', { name: 'Yes, send the request' }));
  const dialog = screen.getByRole('dialog');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
});

test('a pending request on load: its date and reason, and no form', async () => {
  renderYourData({ [STATE_PATH]: { body: { request: PENDING } } });
  const part = await erasePart();
  expect(await within(part).findByText('Request pending')).toBeInTheDocument();
  expect(within(part).queryByRole('button')).not.toBeInTheDocument();
});

test('a declined request: the reason staff gave, and the form to ask again', async () => {
  renderYourData({
    [STATE_PATH]: {
      body: {
        request: {
          ...PENDING,
          status: 'declined',
          handledAt: '2026-03-10T06:00:00.000Z',
          declineReason: 'Your March commission is still being paid.',
        },
      },
    },
  });
  const part = await erasePart();
  const state = await within(part).findByText('Request declined');
  expect(state.closest('p')).toHaveTextContent(
    'Request declined on 10 Mar 2026: Your March commission is still being paid. You can ask again below.',
  );
  expect(within(part).getByRole('button', { name: 'Ask us to erase my data…' })).toBeInTheDocument();
});

test('the request’s state cannot be loaded: said calmly, logged, and Retry asks again', async () => {
  const user = userEvent.setup();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderYourData({ [STATE_PATH]: [{ status: 503, body: { title: 'down' } }, { body: { request: null } }] });
  const part = await erasePart();
  expect(await within(part).findByText(/We could not load your erasure request/)).toBeInTheDocument();
  expect(error).toHaveBeenCalled();
  await user.click(within(part).getByRole('button', { name: 'Retry' }));
  expect(await within(part).findByRole('button', { name: 'Ask us to erase my data…' })).toBeInTheDocument();
});
