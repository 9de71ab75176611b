import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BdeNotificationsResponse } from 'shared/contract/bde-inbox-responses';
import { BDE_INBOX_PATHS } from 'shared/contract/earnings';
import { fakeApi } from 'shared/test/fake-api';
import { INBOX_POLL_MS } from '../features/messages/use-gentle-polling';
import { MessageBadge } from './message-badge';
import { NO_MESSAGES, dashboardAnswers, renderPortal, renderScreen } from './portal-test-kit';

const CODE = 'BDE240101';
const NOTIFICATIONS: BdeNotificationsResponse = {
  unread: 2,
  items: [
    {
      id: 12,
      kind: 'payout paid',
      text: 'Your payout for October was paid',
      details: null,
      link: '/bdedetails/earnings',
      readAt: null,
      createdAt: '2026-11-20T05:00:00.000Z',
    },
    {
      id: 11,
      kind: 'message',
      text: 'New message from the office',
      details: null,
      link: '/bdedetails/messages',
      readAt: null,
      createdAt: '2026-11-19T05:00:00.000Z',
    },
    {
      id: 9,
      kind: 'registration verified',
      text: 'Your registration is verified',
      details: null,
      link: null,
      readAt: '2026-11-01T05:00:00.000Z',
      createdAt: '2026-10-30T05:00:00.000Z',
    },
  ],
};

const header = () => screen.getByRole('heading', { level: 1 }).closest('header')!;

function inboxAnswers(messagesUnread = 3) {
  return {
    ...dashboardAnswers(),
    [`GET ${BDE_INBOX_PATHS.notifications(CODE)}`]: { body: NOTIFICATIONS },
    [`POST ${BDE_INBOX_PATHS.notifications(CODE)}`]: { body: { unread: 0 } },
    [`GET ${BDE_INBOX_PATHS.messages(CODE)}`]: { body: { ...NO_MESSAGES, unread: messagesUnread } },
  };
}

test('the bell counts the unread; opening it lists them, each leading where it says, and marks them read', async () => {
  const api = fakeApi(inboxAnswers());
  renderPortal('/bdedetails/dashboard', undefined, { inbox: 'live' });
  const bell = await within(header()).findByRole('button', { name: 'Notifications, 2 unread' });
  expect(within(bell).getByText('2')).toBeInTheDocument();

  await userEvent.click(bell);
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  const popover = document.getElementById(bell.getAttribute('aria-controls')!)!;
  const items = within(popover).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^New: Your payout for October was paid20 Nov 2026, 10:30 am IST$/),
    expect.stringMatching(/^New: New message from the office/),
    expect.stringMatching(/^Your registration is verified/),
  ]);
  expect(within(popover).getByRole('link', { name: /Your payout for October was paid/ })).toHaveAttribute(
    'href',
    '/bdedetails/earnings',
  );
  // The one without a link is text only.
  expect(within(items[2]).queryByRole('link')).toBeNull();
  await waitFor(() =>
    expect(api.sent()).toContainEqual({
      method: 'POST',
      path: BDE_INBOX_PATHS.notifications(CODE),
      body: { upTo: 12 },
    }),
  );
  expect(await within(header()).findByRole('button', { name: 'Notifications' })).toBe(bell);
  expect(within(bell).queryByText('2')).toBeNull();

  // Following one closes the popover and goes there.
  await userEvent.click(within(popover).getByRole('link', { name: /New message from the office/ }));
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByTestId('location')).toHaveTextContent('/bdedetails/messages');
});

test('opening the bell with nothing unread sends nothing; Escape closes it', async () => {
  const api = fakeApi({
    ...inboxAnswers(0),
    [`GET ${BDE_INBOX_PATHS.notifications(CODE)}`]: {
      body: { unread: 0, items: [{ ...NOTIFICATIONS.items[2] }] },
    },
  });
  renderPortal('/bdedetails/dashboard', undefined, { inbox: 'live' });
  const bell = await within(header()).findByRole('button', { name: 'Notifications' });
  await waitFor(() => expect(api.paths()).toContain(BDE_INBOX_PATHS.notifications(CODE)));
  await userEvent.click(bell);
  await userEvent.keyboard('{Escape}');
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(api.sent().filter((call) => call.method === 'POST')).toEqual([]);
});

test('the envelope shows the office’s unread messages and leads to the conversation', async () => {
  fakeApi(inboxAnswers(3));
  renderPortal('/bdedetails/dashboard', undefined, { inbox: 'live' });
  const envelope = await within(header()).findByRole('link', { name: 'Messages, 3 unread' });
  expect(envelope).toHaveAttribute('href', '/bdedetails/messages');
  expect(within(envelope).getByText('3')).toBeInTheDocument();
});

test('the envelope asks again each minute while the tab is shown, and not while it is hidden', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    const api = fakeApi({ [`GET ${BDE_INBOX_PATHS.messages(CODE)}`]: { body: NO_MESSAGES } });
    renderScreen(<MessageBadge bdeCode={CODE} />, '/bdedetails/dashboard');
    const gets = () => api.paths().filter((path) => path === BDE_INBOX_PATHS.messages(CODE)).length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(gets()).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(INBOX_POLL_MS);
    });
    expect(gets()).toBe(2);

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3 * INBOX_POLL_MS);
    });
    expect(gets()).toBe(2);
    visibility.mockRestore();
  } finally {
    jest.useRealTimers();
  }
});
