import { fakeApi } from 'shared/test/fake-api';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const config = {
  marketing: '/remotes/marketing/remoteEntry.js',
  userPortal: 'https://cdn.example.com/user/remoteEntry.js',
  bdePortal: '/remotes/bde-portal/remoteEntry.js',
};

let fake: ReturnType<typeof fakeApi>;
beforeEach(() => {
  // A fresh module per test: the loader caches /remotes.json for the life of the page.
  jest.resetModules();
  fake = fakeApi({ 'GET /remotes.json': { body: config } });
});
afterEach(() => {
  fake.restore();
  jest.useRealTimers();
});

async function loader() {
  const runtime = await import('@module-federation/enhanced/runtime');
  return {
    ...(await import('./remote-loader')),
    loadRemote: jest.mocked(runtime.loadRemote),
    registerRemotes: jest.mocked(runtime.registerRemotes),
  };
}

test('reads /remotes.json once and registers every remote at an absolute URL', async () => {
  const { loadRemotesConfig, registerRemotes } = await loader();
  await loadRemotesConfig();
  await loadRemotesConfig();
  expect(fake.paths()).toEqual(['/remotes.json']);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'marketing', entry: 'http://localhost/remotes/marketing/remoteEntry.js' },
    { name: 'userPortal', entry: 'https://cdn.example.com/user/remoteEntry.js' },
    { name: 'bdePortal', entry: 'http://localhost/remotes/bde-portal/remoteEntry.js' },
  ]);
});

test('a failed read of /remotes.json is tried again on the next load', async () => {
  fake.restore();
  fake = fakeApi({ 'GET /remotes.json': [() => new Response('oops', { status: 502 }), { body: config }] });
  const { loadRemotesConfig } = await loader();
  await expect(loadRemotesConfig()).rejects.toThrow('502');
  await expect(loadRemotesConfig()).resolves.toEqual(config);
});

test('loads a module and hands back its default export', async () => {
  const Component = () => null;
  const { loadRemoteComponent, loadRemote } = await loader();
  loadRemote.mockResolvedValue({ default: Component });
  await expect(loadRemoteComponent('marketing', 'HomePage')).resolves.toEqual({ default: Component });
  expect(loadRemote).toHaveBeenCalledWith('marketing/HomePage');
});

test('a module without a default export is a failure, not a blank page', async () => {
  const { loadRemoteComponent, loadRemote } = await loader();
  loadRemote.mockResolvedValue({});
  await expect(loadRemoteComponent('marketing', 'HomePage')).rejects.toThrow('no default export');
});

test('a remote slower than the timeout counts as down', async () => {
  const { loadRemoteComponent, loadRemotesConfig, REMOTE_TIMEOUT_MS, loadRemote } = await loader();
  loadRemote.mockReturnValue(new Promise(() => undefined));
  await loadRemotesConfig(); // with real timers: the fetch machinery needs them
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  const loading = loadRemoteComponent('userPortal', 'UserPortal');
  const settled = expect(loading).rejects.toThrow(`took longer than ${REMOTE_TIMEOUT_MS} ms`);
  await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS + 1);
  await settled;
});

test('a fresh load re-registers the remote with force, clearing what the runtime cached', async () => {
  const { loadRemoteComponent, loadRemote, registerRemotes } = await loader();
  loadRemote.mockResolvedValue({ default: () => null });
  await loadRemoteComponent('bdePortal', 'BdePortal', { fresh: true });
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'bdePortal', entry: 'http://localhost/remotes/bde-portal/remoteEntry.js' }],
    { force: true },
  );
});
