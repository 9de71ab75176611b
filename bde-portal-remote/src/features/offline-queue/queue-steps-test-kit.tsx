// Steps the offline-queue tests of the portal's forms take alike.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUEUEABLE_SEND_TIMEOUT_MS } from 'shared/forms/offline';
import { listSends } from './queue-store';

/** "Send now" on the list of what waits: it empties, each send having gone again with its first key. */
export async function sendNowWithTheSameKey(keys: string[]) {
  const panel = await screen.findByRole('region', { name: 'Saved on this phone' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Send now' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Saved on this phone' })).toBeNull());
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await listSends()).toEqual([]);
}

/** Clicks `button`, whose send the network holds open, and lets the page's timeout pass. */
export async function clickAndTimeOut(button: HTMLElement, keys: string[]) {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    fireEvent.click(button);
    await waitFor(() => expect(keys).toHaveLength(1));
    await jest.advanceTimersByTimeAsync(QUEUEABLE_SEND_TIMEOUT_MS);
  } finally {
    jest.useRealTimers();
  }
}
