import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_FAILURES_PATH, releaseOfEntry } from 'shared/contract/remote-failures';
import { renderWithProviders } from 'shared/test/render-with-providers';
import errorLoadRemotePlugin from './error-load-remote-plugin';
import { forgetReportedFailures, reportRemoteFailure } from './failure-beacon';
import { loadRemoteComponent, loadRemotesConfig } from './remote-loader';
import { RemotePage } from './remote-page';

jest.mock('./remote-loader', () => ({ loadRemoteComponent: jest.fn(), loadRemotesConfig: jest.fn() }));

const RELEASES = {
  marketing: '/remotes/marketing/06a36dd9fc026bb3/remoteEntry.js',
  userPortal: 'https://cdn.example.com/user-portal/78f11cfc4fc9ab99/remoteEntry.js',
  bdePortal: '/remotes/bde-portal/8fa875e5033df979/remoteEntry.js',
  staff: '/remotes/staff/d5dd8cadd6bc2ea2/remoteEntry.js',
};

const sendBeacon = jest.fn((_url: string, _body: BodyInit) => true);

/** Each beacon sent, as its path and fields. */
const beacons = () =>
  sendBeacon.mock.calls.map(([url, body]) => ({
    url,
    fields: Object.fromEntries(new URLSearchParams(body as URLSearchParams)),
  }));

beforeEach(() => {
  forgetReportedFailures();
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  jest.mocked(loadRemoteComponent).mockReset();
  jest.mocked(loadRemotesConfig).mockResolvedValue(RELEASES);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a remote that fails to load sends one beacon: the remote, the release it tried, "load"', async () => {
  jest.mocked(loadRemoteComponent).mockRejectedValue(new Error('remoteEntry.js 404'));
  renderWithProviders(<RemotePage remote="marketing" module="CareersPage" />);
  await screen.findByRole('heading', { name: 'This part of the site could not be loaded' });
  await waitFor(() => expect(sendBeacon).toHaveBeenCalled());
  expect(beacons()).toEqual([
    {
      url: REMOTE_FAILURES_PATH,
      fields: { remote: 'marketing', release: '06a36dd9fc026bb3', kind: 'load' },
    },
  ]);

  // Retry fails again: the same failure is not reported twice in one page view.
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByRole('heading', { name: 'This part of the site could not be loaded' });
  expect(loadRemoteComponent).toHaveBeenCalledTimes(2);
  expect(sendBeacon).toHaveBeenCalledTimes(1);
});

test('a remote that throws while drawing sends one beacon of kind "render"', async () => {
  const Broken = () => {
    throw new Error('cannot read properties of undefined');
  };
  jest.mocked(loadRemoteComponent).mockResolvedValue({ default: Broken });
  renderWithProviders(<RemotePage remote="userPortal" module="UserSignInPage" />);
  await screen.findByRole('heading', { name: 'This part of the site could not be loaded' });
  await waitFor(() => expect(sendBeacon).toHaveBeenCalled());
  expect(beacons()).toEqual([
    {
      url: REMOTE_FAILURES_PATH,
      fields: { remote: 'userPortal', release: '78f11cfc4fc9ab99', kind: 'render' },
    },
  ]);
});

test("the federation runtime's errorLoadRemote reports the remote once; a shared module is no remote", async () => {
  const plugin = errorLoadRemotePlugin();
  type Args = Parameters<NonNullable<typeof plugin.errorLoadRemote>>[0];
  const fail = (id: string, lifecycle: string) =>
    plugin.errorLoadRemote!({ id, error: new Error('ScriptExternalLoadError'), lifecycle } as Args);
  fail('bdePortal/BdePortal', 'onLoad');
  fail('react', 'beforeLoadShare');
  await waitFor(() => expect(sendBeacon).toHaveBeenCalled());
  // The same failure reaching the route's error boundary is not reported again.
  jest.mocked(loadRemoteComponent).mockRejectedValue(new Error('ScriptExternalLoadError'));
  renderWithProviders(<RemotePage remote="bdePortal" module="BdePortal" />);
  await screen.findByRole('heading', { name: 'This part of the site could not be loaded' });
  expect(beacons()).toEqual([
    {
      url: REMOTE_FAILURES_PATH,
      fields: { remote: 'bdePortal', release: '8fa875e5033df979', kind: 'load' },
    },
  ]);
});

test('the page outlet names the release the server composed it with, before /remotes.json', async () => {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div data-prerendered="marketing/HomePage" data-entry="/remotes/marketing/f16463e1c0210c6d/remoteEntry.js"></div>',
  );
  try {
    await reportRemoteFailure('marketing', 'load');
    expect(beacons()[0]?.fields.release).toBe('f16463e1c0210c6d');
  } finally {
    document.querySelector('[data-entry]')?.remove();
  }
});

test('a page view sends a few reports at most, and none for a name that is no remote', async () => {
  await reportRemoteFailure('react', 'load');
  for (const remote of ['marketing', 'userPortal', 'bdePortal', 'staff']) {
    await reportRemoteFailure(remote, 'load');
    await reportRemoteFailure(remote, 'render');
  }
  expect(beacons().map(({ fields }) => `${fields.remote} ${fields.kind}`)).toEqual([
    'marketing load',
    'marketing render',
    'userPortal load',
  ]);
});

test('without sendBeacon (or when it refuses), the report goes by fetch with keepalive', async () => {
  sendBeacon.mockReturnValueOnce(false);
  const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
  await reportRemoteFailure('staff', 'render');
  expect(fetch).toHaveBeenCalledWith(
    REMOTE_FAILURES_PATH,
    expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }),
  );
  const body = fetch.mock.calls[0]![1]!.body as URLSearchParams;
  expect(body.toString()).toBe('remote=staff&release=d5dd8cadd6bc2ea2&kind=render');
});

test('a release is the folder of the entry; an entry without one names none', () => {
  expect(releaseOfEntry('/remotes/marketing/06a36dd9fc026bb3/remoteEntry.js?v=1')).toBe('06a36dd9fc026bb3');
  expect(releaseOfEntry('https://cdn.example.com/m/2.1.0/remoteEntry.js')).toBe('2.1.0');
  expect(releaseOfEntry('remoteEntry.js')).toBeNull();
});
