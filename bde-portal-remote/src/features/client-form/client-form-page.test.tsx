import { heldOpen, neverReached, notingKey } from '../offline-queue/queue-test-kit';
import { clickAndTimeOut, sendNowWithTheSameKey } from '../offline-queue/queue-steps-test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_INFO_PATH, clientInfoPathAs } from 'shared/contract/client-info';
import { MESSAGES } from 'shared/contract/messages';
import { fakeApi, json } from 'shared/test/fake-api';
import { dashboardAnswers, renderPortal } from '../../app/portal-test-kit';
import { clearSends, listSends } from '../offline-queue/queue-store';

const SENT_AS = clientInfoPathAs('BDE240101');
const POST = `POST ${SENT_AS}`;

beforeEach(() => clearSends());
afterEach(() => jest.restoreAllMocks());

async function fillAndSend(company: string) {
  await userEvent.type(await screen.findByLabelText('Company name'), company);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Logo Design' }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

test('the Leads page leads to the client form in the portal, under the BDE’s code', async () => {
  fakeApi({ ...dashboardAnswers() });
  renderPortal('/bdedetails/leads');
  await userEvent.click(await screen.findByRole('link', { name: 'Add a lead with the client form' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Client information' })).toBeInTheDocument();
  expect(screen.getByText('BDE240101')).toBeInTheDocument();
});

test('online, the form goes at once with an Idempotency-Key and the BDE’s code', async () => {
  const keys: string[] = [];
  const api = fakeApi({
    ...dashboardAnswers(),
    [POST]: notingKey(keys, () => json(201, { id: 9 })),
  });
  renderPortal('/bdedetails/clientform');
  await fillAndSend('Sri Lakshmi Textiles');
  expect(await screen.findByText(MESSAGES.clientInfoSaved)).toBeInTheDocument();
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  // The same client typed again after it was recorded is a new submission, with a key of its own.
  await fillAndSend('Sri Lakshmi Textiles');
  await waitFor(() => expect(keys).toHaveLength(2));
  expect(keys[1]).not.toBe(keys[0]);
  expect(api.requestsTo(CLIENT_INFO_PATH, 'POST')).toHaveLength(2);
  expect(api.paths().filter((path) => path === SENT_AS)).toHaveLength(2);
  expect(api.sent().find((call) => call.path.startsWith(CLIENT_INFO_PATH))?.body).toMatchObject({
    companyName: 'Sri Lakshmi Textiles',
    servicesRequired: ['Logo Design'],
    bdeCode: 'BDE240101',
  });
  expect(await listSends()).toEqual([]);
});

test('offline, the form is kept on the phone with its key, listed, and the form is emptied', async () => {
  const api = fakeApi({ ...dashboardAnswers() });
  renderPortal('/bdedetails/clientform');
  await screen.findByLabelText('Company name');
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await fillAndSend('Offline Traders');
  expect(
    await screen.findByText('Saved on this phone. It will be sent when you are back online.'),
  ).toBeInTheDocument();
  expect(api.requestsTo(CLIENT_INFO_PATH, 'POST')).toHaveLength(0);
  const [queued] = await listSends();
  expect(queued).toMatchObject({
    what: 'client-form',
    label: 'Offline Traders',
    path: SENT_AS,
    state: 'pending',
    body: expect.objectContaining({ companyName: 'Offline Traders', bdeCode: 'BDE240101' }),
  });
  expect(queued.key).toMatch(/^[0-9a-f-]{36}$/);
  const panel = await screen.findByRole('region', { name: 'Saved on this phone' });
  expect(within(panel).getByText('Client form: Offline Traders')).toBeInTheDocument();
  expect(screen.getByLabelText('Company name')).toHaveValue('');
});

test('a send that never reached the server is queued with its key and sent later with the same key', async () => {
  const keys: string[] = [];
  fakeApi({
    ...dashboardAnswers(),
    'GET /api/antiforgery': { body: { token: 'nonce.mac' } },
    [POST]: [notingKey(keys, neverReached), notingKey(keys, () => json(201, { id: 10 }))],
  });
  renderPortal('/bdedetails/clientform');
  await fillAndSend('Patchy Signal Co');
  await sendNowWithTheSameKey(keys);
});

test('the portal keeps clients’ details out of the phone’s autofill; a field the server refuses gets focus', async () => {
  fakeApi({
    ...dashboardAnswers(),
    [POST]: () =>
      json(400, { title: 'Some fields are not valid.', errors: { email: ['Enter a valid email address.'] } }),
  });
  renderPortal('/bdedetails/clientform');
  const email = await screen.findByLabelText('Email');
  expect(email).toHaveAttribute('autocomplete', 'off');
  expect(screen.getByLabelText('Company name')).toHaveAttribute('autocomplete', 'off');
  expect(email.closest('form')).toHaveAttribute('autocomplete', 'off');
  await userEvent.type(email, 'not-an-address');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(email).toHaveFocus());
  expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
  expect(await listSends()).toEqual([]);
});

test('a send the network holds open is kept on the phone after the timeout, with its key', async () => {
  const keys: string[] = [];
  fakeApi({
    ...dashboardAnswers(),
    [POST]: notingKey(keys, heldOpen),
  });
  renderPortal('/bdedetails/clientform');
  await userEvent.type(await screen.findByLabelText('Company name'), 'Slow Signal Stores');
  await clickAndTimeOut(screen.getByRole('button', { name: 'Submit' }), keys);
  const panel = await screen.findByRole('region', { name: 'Saved on this phone' });
  expect(within(panel).getByText('Client form: Slow Signal Stores')).toBeInTheDocument();
  const [queued] = await listSends();
  expect(queued.key).toBe(keys[0]);
});
