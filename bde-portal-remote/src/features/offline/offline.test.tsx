import { act, screen } from '@testing-library/react';
import { PORTAL_DATA_CACHES, WORKER_MESSAGES } from 'shared/contract/portal-app';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { forgetDeviceData } from './forget-device-data';
import { OfflineFiguresNote, timeOfDayIn } from './offline-figures-note';

/** A service-worker container with a worker in control, recording what the page sends it. */
function fakeWorker(answer?: (message: { type: string }, ports: MessagePort[]) => void) {
  const sent: Array<{ type: string }> = [];
  const container = new EventTarget() as EventTarget & { controller: unknown };
  container.controller = {
    postMessage(message: { type: string }, ports: MessagePort[] = []) {
      sent.push(message);
      answer?.(message, ports);
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, sent };
}

const deleted: string[] = [];
beforeEach(() => {
  deleted.length = 0;
  Object.defineProperty(globalThis, 'caches', {
    value: { delete: async (name: string) => deleted.push(name) > 0 },
    configurable: true,
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(globalThis, 'caches');
});

test('forgetting the device data deletes the figures cache and waits for the worker to forget', async () => {
  const { sent } = fakeWorker((message, [port]) => port?.postMessage({ type: WORKER_MESSAGES.forgotten }));
  await forgetDeviceData();
  expect(deleted).toEqual([...PORTAL_DATA_CACHES]);
  expect(sent).toEqual([{ type: WORKER_MESSAGES.forget }]);
});

test('a time of day in India, in each language, as "as of" shows it', () => {
  expect(timeOfDayIn('2026-12-07T05:12:00Z', 'en')).toBe('10:42');
  expect(timeOfDayIn('2026-12-07T05:12:00Z', 'te')).toBe('10:42');
});

test('figures from the worker’s cache: the portal says the time they were fetched, live ones nothing', () => {
  const { container, sent } = fakeWorker();
  renderWithProviders(<OfflineFiguresNote />);
  // It asks at once, for kept answers given before it was drawn.
  expect(sent).toEqual([{ type: WORKER_MESSAGES.askStale }]);
  expect(screen.queryByText(/figures as of/)).toBeNull();
  const tell = (fetchedAt: string | null) =>
    act(() => {
      container.dispatchEvent(
        new MessageEvent('message', { data: { type: WORKER_MESSAGES.stale, fetchedAt } }),
      );
    });
  tell('2026-12-07T05:12:00Z');
  expect(screen.getByText(/figures as of/)).toHaveTextContent('No connection: figures as of 10:42');
  expect(screen.getByText(/figures as of/)).toHaveAttribute('role', 'status');
  tell(null);
  expect(screen.queryByText(/figures as of/)).toBeNull();
});
