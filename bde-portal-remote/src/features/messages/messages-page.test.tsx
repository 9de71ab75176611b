import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BdeMessagesResponse } from 'shared/contract/bde-inbox-responses';
import { BDE_INBOX_PATHS } from 'shared/contract/earnings';
import { fakeApi } from 'shared/test/fake-api';
import { renderScreen } from '../../app/portal-test-kit';
import { MessagesPage } from './messages-page';

const CODE = 'BDE240101';
const CONVERSATION: BdeMessagesResponse = {
  unread: 1,
  items: [
    {
      id: 4,
      from: 'partner',
      text: 'When is my payout?',
      readAt: '2026-11-20T06:00:00.000Z',
      createdAt: '2026-11-20T05:00:00.000Z',
    },
    {
      id: 7,
      from: 'office',
      text: 'On the 7th.\nThanks for asking.',
      readAt: null,
      createdAt: '2026-11-21T05:00:00.000Z',
    },
  ],
};

const open = () => renderScreen(<MessagesPage />, '/bdedetails/messages');

test('shows the conversation oldest first, who wrote each, and marks the office’s messages read', async () => {
  const api = fakeApi({
    [`GET ${BDE_INBOX_PATHS.messages(CODE)}`]: { body: CONVERSATION },
    [`POST ${BDE_INBOX_PATHS.messagesRead(CODE)}`]: { body: { unread: 0 } },
  });
  open();
  const list = await screen.findByRole('list', { name: 'Conversation with the office, oldest first' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(/^You 20 Nov 2026, 10:30 am ISTWhen is my payout\?$/);
  expect(items[1]).toHaveTextContent(/^The office 21 Nov 2026, 10:30 am IST/);
  expect(within(items[1]).getByText(/On the 7th\./).textContent).toBe('On the 7th.\nThanks for asking.');
  await waitFor(() =>
    expect(api.sent()).toContainEqual({
      method: 'POST',
      path: BDE_INBOX_PATHS.messagesRead(CODE),
      body: { upTo: 7 },
    }),
  );
});

test('a reply is checked before sending, then sent, and the box empties', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${BDE_INBOX_PATHS.messages(CODE)}`]: [
      { body: { unread: 0, items: [] } },
      {
        body: {
          unread: 0,
          items: [
            {
              id: 9,
              from: 'partner',
              text: 'Hello office',
              readAt: null,
              createdAt: '2026-11-22T05:00:00.000Z',
            },
          ],
        },
      },
    ],
    [`POST ${BDE_INBOX_PATHS.messages(CODE)}`]: {
      status: 201,
      body: {
        id: 9,
        from: 'partner',
        text: 'Hello office',
        readAt: null,
        createdAt: '2026-11-22T05:00:00.000Z',
      },
    },
  });
  open();
  expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: /Your message/ });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(api.sent().filter((call) => call.method === 'POST')).toEqual([]);

  await user.type(box, '  Hello office  ');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(box).toHaveValue(''));
  expect(api.sent().filter((call) => call.method === 'POST')).toEqual([
    { method: 'POST', path: BDE_INBOX_PATHS.messages(CODE), body: { text: '  Hello office  ' } },
  ]);
  expect(await screen.findByText('Hello office')).toBeInTheDocument();
});

test('the server’s refusals show at the field, and too many messages say so', async () => {
  const user = userEvent.setup();
  fakeApi({
    [`GET ${BDE_INBOX_PATHS.messages(CODE)}`]: { body: { unread: 0, items: [] } },
    [`POST ${BDE_INBOX_PATHS.messages(CODE)}`]: [
      {
        status: 400,
        body: { title: 'Some fields are not valid.', errors: { text: ['Remove control characters.'] } },
      },
      { status: 429, body: { title: 'Too many attempts. Try again later.' } },
    ],
  });
  open();
  const box = await screen.findByRole('textbox', { name: /Your message/ });
  await user.type(box, 'Hi');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Remove control characters.')).toBeInTheDocument();
  expect(screen.getByText('Check the fields marked below.')).toHaveAttribute('role', 'alert');
  await user.type(box, '!');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Too many attempts. Try again later.')).toBeInTheDocument();
  expect(box).toHaveValue('Hi!');
});
