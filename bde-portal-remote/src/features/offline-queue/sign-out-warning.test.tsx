import './queue-test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, renderPortal } from '../../app/portal-test-kit';
import { clearSends, listSends, putSend } from './queue-store';

/** The portal replays the queue as it starts: here the server is not reached, so the send waits. */
const REPLAY_WAITS = {
  'GET /api/antiforgery': { body: { token: 'nonce.mac' } },
  'POST /api/ClientInfo?as=BDE240101': { status: 503, body: {} },
};

beforeEach(async () => {
  await clearSends();
  await putSend({
    key: 'waiting-0123456789',
    what: 'client-form',
    label: 'Chai Point Kiosk',
    method: 'POST',
    path: '/api/ClientInfo?as=BDE240101',
    body: { companyName: 'Chai Point Kiosk' },
    headers: {},
    created: 1,
    state: 'pending',
    error: '',
  });
});

test('with work not yet sent, Sign Out asks first; staying keeps the session and the work', async () => {
  // No logout is answered: one would fail the test.
  fakeApi({ ...dashboardAnswers(), ...REPLAY_WAITS });
  renderPortal('/bdedetails/dashboard');
  await screen.findByRole('link', { name: 'Waiting to be sent: 1' });
  await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete what is waiting to be sent?' });
  const stay = within(dialog).getByRole('button', { name: 'Stay signed in' });
  expect(stay).toHaveFocus();
  await userEvent.click(stay);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent('/bdedetails/dashboard');
  expect(await listSends()).toHaveLength(1);
});

test('signing out anyway ends the session and deletes the work from the phone', async () => {
  const api = fakeApi({ ...dashboardAnswers(), ...REPLAY_WAITS, '/api/Executive/logout': { status: 204 } });
  renderPortal('/bdedetails/dashboard');
  await screen.findByRole('link', { name: 'Waiting to be sent: 1' });
  await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete what is waiting to be sent?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out and delete' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'BDE sign in' })).toBeInTheDocument();
  expect(api.calls).toContainEqual(
    expect.objectContaining({ method: 'POST', path: '/api/Executive/logout' }),
  );
  await waitFor(async () => expect(await listSends()).toEqual([]));
});
