import { heldOpen, neverReached, notingKey } from '../offline-queue/queue-test-kit';
import { clickAndTimeOut, sendNowWithTheSameKey } from '../offline-queue/queue-steps-test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FollowUpsResponse } from 'shared/contract/bde-portal-responses';
import { fakeApi, json } from 'shared/test/fake-api';
import { dashboardAnswers, liveAnswers, renderPortal } from '../../app/portal-test-kit';
import { clearSends, listSends, putSend } from '../offline-queue/queue-store';

const FOLLOW_UPS: FollowUpsResponse = {
  today: '2026-03-10',
  overdue: [
    {
      leadId: 1,
      companyName: 'Overdue Co',
      contactPerson: 'Contact 1',
      mobile: '9848000001',
      status: 'contacted',
      dueDate: '2026-03-09',
      lastNote: null,
    },
  ],
  dueToday: [],
  upcoming: [],
};
const POST = 'POST /api/BDEPortal/FollowUps?bdeCode=BDE240101';
const BODY = { leadId: 1, action: 'done', note: 'Met at the shop.', nextDate: '' };

beforeEach(() => clearSends());

async function recordDone() {
  await userEvent.click(await screen.findByRole('button', { name: 'Record a follow-up with Overdue Co' }));
  const form = screen.getByRole('region', { name: 'Follow up with Overdue Co' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Note' }), BODY.note);
  await userEvent.click(within(form).getByRole('button', { name: 'Save follow-up' }));
  return form;
}

test('offline, a follow-up is saved on the phone with a key and the form says it will be sent', async () => {
  const api = fakeApi({ ...dashboardAnswers(), ...liveAnswers({ followUps: FOLLOW_UPS }) });
  renderPortal('/bdedetails/tasks');
  await screen.findByRole('button', { name: 'Record a follow-up with Overdue Co' });
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const form = await recordDone();
  expect(await within(form).findByRole('status')).toHaveTextContent(
    'Saved on this phone. It will be sent when you are back online.',
  );
  expect(api.requestsTo('/api/BDEPortal/FollowUps', 'POST')).toHaveLength(0);
  const [queued] = await listSends();
  expect(queued).toMatchObject({ what: 'follow-up', label: 'Overdue Co', state: 'pending', body: BODY });
  expect(queued.key).toMatch(/^[0-9a-f-]{36}$/);
  const panel = await screen.findByRole('region', { name: 'Saved on this phone' });
  expect(within(panel).getByText('Waiting to be sent')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Waiting to be sent: 1' })).toBeInTheDocument();
});

test('a send that never reached the server is queued with the key it was sent with, and sent later', async () => {
  const keys: string[] = [];
  const api = fakeApi({
    ...dashboardAnswers(),
    ...liveAnswers({ followUps: FOLLOW_UPS }),
    'GET /api/antiforgery': { body: { token: 'nonce.mac' } },
    [POST]: [
      notingKey(keys, neverReached),
      notingKey(keys, () => json(200, { leadId: 1, nextFollowUp: null })),
    ],
  });
  renderPortal('/bdedetails/tasks');
  const form = await recordDone();
  expect(await within(form).findByRole('status')).toHaveTextContent('Saved on this phone.');
  await sendNowWithTheSameKey(keys);
  expect(api.requestsTo('/api/BDEPortal/FollowUps', 'POST')).toHaveLength(2);
  // Sent: the figures are read again.
  await waitFor(() => expect(api.requestsTo('/api/BDEPortal/FollowUps', 'GET').length).toBeGreaterThan(1));
  expect(await screen.findByRole('table', { name: 'Overdue follow-ups' })).toBeInTheDocument();
});

test('a refused send shows why, and can be discarded', async () => {
  fakeApi({ ...dashboardAnswers(), ...liveAnswers({ followUps: FOLLOW_UPS }) });
  await putSend({
    key: 'refused-0123456789',
    what: 'follow-up',
    label: 'Gone Co',
    method: 'POST',
    path: '/api/BDEPortal/FollowUps?bdeCode=BDE240101',
    body: BODY,
    headers: {},
    created: 1,
    state: 'failed',
    error: 'Some fields are not valid. leadId: This lead is not yours.',
  });
  renderPortal('/bdedetails/tasks');
  const panel = await screen.findByRole('region', { name: 'Saved on this phone' });
  expect(
    within(panel).getByText('Not sent: Some fields are not valid. leadId: This lead is not yours.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Not sent: 1' })).toBeInTheDocument();
  await userEvent.click(within(panel).getByRole('button', { name: 'Discard Follow up with Gone Co' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Saved on this phone' })).toBeNull());
  expect(await listSends()).toEqual([]);
});

test('a follow-up the network holds open is kept on the phone after the timeout', async () => {
  const keys: string[] = [];
  fakeApi({
    ...dashboardAnswers(),
    ...liveAnswers({ followUps: FOLLOW_UPS }),
    [POST]: notingKey(keys, heldOpen),
  });
  renderPortal('/bdedetails/tasks');
  await userEvent.click(await screen.findByRole('button', { name: 'Record a follow-up with Overdue Co' }));
  const form = screen.getByRole('region', { name: 'Follow up with Overdue Co' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Note' }), BODY.note);
  await clickAndTimeOut(within(form).getByRole('button', { name: 'Save follow-up' }), keys);
  expect(await within(form).findByRole('status')).toHaveTextContent('Saved on this phone.');
  expect(await listSends()).toEqual([expect.objectContaining({ what: 'follow-up', body: BODY })]);
});
