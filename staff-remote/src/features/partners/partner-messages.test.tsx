import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { partnerFixture } from './partner-fixtures';
import { PartnerMessages } from './partner-messages';

const MESSAGES = '/api/staff/partners/BDE1001/messages';
const CONVERSATION = {
  unread: 1,
  items: [
    {
      id: 3,
      from: 'partner',
      staffName: null,
      text: 'When is my payout?',
      readAt: '2026-11-20T06:00:00.000Z',
      createdAt: '2026-11-20T05:00:00.000Z',
    },
  ],
};
const REPLY = {
  id: 4,
  from: 'office',
  staffName: 'Meena Office',
  text: 'On the 7th.',
  readAt: null,
  createdAt: '2026-11-21T05:00:00.000Z',
};

const open = () =>
  renderStaff(<PartnerMessages partner={partnerFixture()} />, { at: '/staff/partners/BDE1001' });

test('shows the conversation oldest first with who wrote each, and how many were new', async () => {
  fakeApi({ [`GET ${MESSAGES}`]: { body: { ...CONVERSATION, items: [...CONVERSATION.items, REPLY] } } });
  open();
  const list = await screen.findByRole('list', { name: 'Messages with Asha Devi Rao, oldest first' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(/^Asha Devi Rao .*When is my payout\?$/);
  expect(items[1]).toHaveTextContent(/^Meena Office .* · not read yetOn the 7th\.$/);
  expect(screen.getByText('1 new message from the BDE.')).toBeInTheDocument();
});

test('a message is checked before sending, sent, and the conversation shows it', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${MESSAGES}`]: { body: CONVERSATION },
    [`POST ${MESSAGES}`]: { status: 201, body: { unread: 0, items: [...CONVERSATION.items, REPLY] } },
  });
  open();
  await screen.findByText('When is my payout?');
  await user.click(screen.getByRole('button', { name: 'Send to the BDE' }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  expect(api.sent().filter((call) => call.method === 'POST')).toEqual([]);
  const box = screen.getByRole('textbox', { name: /Message/ });
  await user.type(box, 'On the 7th.');
  await user.click(screen.getByRole('button', { name: 'Send to the BDE' }));
  expect(await screen.findByText('On the 7th.')).toBeInTheDocument();
  await waitFor(() => expect(box).toHaveValue(''));
  expect(api.sent().filter((call) => call.method === 'POST')).toEqual([
    { method: 'POST', path: MESSAGES, body: { text: 'On the 7th.' } },
  ]);
});

test('the server’s refusal shows at the field', async () => {
  const user = userEvent.setup();
  fakeApi({
    [`GET ${MESSAGES}`]: { body: { unread: 0, items: [] } },
    [`POST ${MESSAGES}`]: {
      status: 400,
      body: { title: 'Some fields are not valid.', errors: { text: ['At most 2000 characters.'] } },
    },
  });
  open();
  expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send to the BDE' }));
  expect(await screen.findByText('At most 2000 characters.')).toBeInTheDocument();
});
