import { createFederation, type WebpackRequire } from './bundler-runtime';
import { ENTRY_TIMEOUT_MS, FederationInstance } from './federation-instance';

const federation = createFederation();

const NEEDS_NEWER_SITE = /of shared singleton module .* does not satisfy the requirement/;

/** A provided version whose factory says who built it, and how often it was fetched. */
function provide(version: string, from: string, config: object = {}) {
  const get = jest.fn(() => Promise.resolve(() => `${from}'s ${version}`));
  return {
    version,
    get,
    scope: ['default'],
    shareConfig: { singleton: true, requiredVersion: `^${version}`, ...config },
  };
}

const consume = (requiredVersion: string, config: object = {}) => ({
  customShareInfo: { scope: ['default'], shareConfig: { singleton: true, requiredVersion, ...config } },
});

test('a singleton already loaded by the shell is what a remote gets, even beside a higher version', async () => {
  const shell = new FederationInstance({ name: 'shell', shared: { react: [provide('19.3.1', 'shell')] } });
  const factory = await shell.loadShare('react', consume('^19.3.1'));
  expect(factory && factory()).toBe("shell's 19.3.1");

  const remote = new FederationInstance({
    name: 'marketing',
    shared: { react: [provide('19.4.0', 'marketing')] },
  });
  remote.initShareScopeMap('default', shell.shareScopeMap.default!);
  const remoteFactory = await remote.loadShare('react', consume('^19.3.1'));
  expect(remoteFactory && remoteFactory()).toBe("shell's 19.3.1");
  expect(Object.keys(shell.shareScopeMap.default!.react!).sort()).toEqual(['19.3.1', '19.4.0']);
});

test('with nothing loaded yet, the highest version provided is taken, and fetched once', async () => {
  const low = provide('1.2.0', 'shell');
  const high = provide('1.3.0', 'marketing');
  const shell = new FederationInstance({ name: 'shell', shared: { 'shared/auth/auth-slice': [low] } });
  const remote = new FederationInstance({ name: 'marketing', shared: { 'shared/auth/auth-slice': [high] } });
  remote.initShareScopeMap('default', (shell.initializeSharing('default'), shell.shareScopeMap.default!));
  remote.initializeSharing('default');
  const [a, b] = await Promise.all([
    shell.loadShare('shared/auth/auth-slice', consume('^1.0.0')),
    remote.loadShare('shared/auth/auth-slice', consume('^1.0.0')),
  ]);
  expect(a).toBe(b);
  expect(a && a()).toBe("marketing's 1.3.0");
  expect(high.get).toHaveBeenCalledTimes(1);
  expect(low.get).not.toHaveBeenCalled();
});

test('a strict singleton outside the range is refused, in the words the shell recognises', async () => {
  const shell = new FederationInstance({
    name: 'shell',
    shared: { 'shared/store/hooks': [provide('1.2.0', 'shell')] },
  });
  const remote = new FederationInstance({ name: 'userPortal' });
  remote.initShareScopeMap('default', (shell.initializeSharing('default'), shell.shareScopeMap.default!));
  const refusal = remote.loadShare('shared/store/hooks', consume('^1.3.0', { strictVersion: true }));
  await expect(refusal).rejects.toThrow(NEEDS_NEWER_SITE);
  await expect(refusal).rejects.toThrow(
    'Version 1.2.0 from shell of shared singleton module shared/store/hooks does not satisfy the requirement of userPortal which needs ^1.3.0',
  );
});

test('a loose singleton outside the range is used with a warning', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const shell = new FederationInstance({ name: 'shell', shared: { react: [provide('19.3.1', 'shell')] } });
  const factory = await shell.loadShare('react', consume('^20.0.0'));
  expect(factory && factory()).toBe("shell's 19.3.1");
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(NEEDS_NEWER_SITE));
  warn.mockRestore();
});

test('a shared module whose chunk failed to arrive is fetched again by the next consumer', async () => {
  const modal = provide('1.2.0', 'marketing');
  modal.get.mockImplementationOnce(() => Promise.reject(new Error('Loading chunk 1980 failed')));
  const shell = new FederationInstance({ name: 'shell', shared: { 'shared/ui/modal-dialog': [modal] } });
  await expect(shell.loadShare('shared/ui/modal-dialog', consume('^1.0.0'))).rejects.toThrow(
    'Loading chunk 1980',
  );
  const factory = await shell.loadShare('shared/ui/modal-dialog', consume('^1.0.0'));
  expect(factory && factory()).toBe("marketing's 1.2.0");
  expect(modal.get).toHaveBeenCalledTimes(2);
});

test('nothing provided: the consumer is told to use its own copy', async () => {
  const shell = new FederationInstance({ name: 'shell' });
  await expect(shell.loadShare('formik', consume('^2.4.9'))).resolves.toBe(false);
});

/** Just enough of `__webpack_require__` for the generated code's calls. */
function webpackRequireOf(name: string, shared: object, consumed: Record<string, object>): WebpackRequire {
  const require = Object.assign(
    (id: string | number) => {
      const module = { exports: undefined as unknown };
      require.m[id]!(module);
      return module.exports;
    },
    {
      o: (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key),
      m: {} as WebpackRequire['m'],
      c: {},
      S: {},
      I: (scope: string | string[], initScope?: unknown[]) =>
        federation.bundlerRuntime.I({
          shareScopeName: scope,
          webpackRequire: require as WebpackRequire,
          initPromises: {},
          initScope,
        } as never),
      consumesLoadingData: { moduleIdToConsumeDataMapping: consumed },
      federation: {
        ...federation,
        initOptions: { name, remotes: [], shareStrategy: 'loaded-first', shared },
      },
    },
  ) as unknown as WebpackRequire;
  require.federation.instance = require.federation.bundlerRuntime.init({ webpackRequire: require });
  require.federation.attachShareScopeMap(require);
  return require;
}

test('a chunk consuming a shared module gets the provided one, or its own fallback when none fits', async () => {
  const require = webpackRequireOf(
    'shell-consumes',
    { react: [provide('19.3.1', 'shell')] },
    {
      1: {
        shareKey: 'react',
        fallback: () => Promise.resolve(() => 'own react'),
        shareScope: ['default'],
        singleton: true,
        requiredVersion: '^19.0.0',
      },
      2: {
        shareKey: 'yup',
        fallback: () => Promise.resolve(() => 'own yup'),
        shareScope: ['default'],
        singleton: true,
        requiredVersion: '^1.0.0',
      },
    },
  );
  const promises: Promise<unknown>[] = [];
  const installed = {};
  federation.bundlerRuntime.consumes({
    chunkId: 9,
    promises,
    installedModules: installed,
    chunkMapping: { 9: [1, 2] },
    webpackRequire: require,
  });
  await Promise.all(promises);
  expect(require(1)).toBe("shell's 19.3.1");
  expect(require(2)).toBe('own yup');
  expect(require.S).toBe(require.federation.instance!.shareScopeMap);
});

describe('remotes', () => {
  let appended: HTMLScriptElement[];
  let containers: Record<string, { init: jest.Mock; get: jest.Mock }>;
  beforeEach(() => {
    appended = [];
    containers = {};
    // jsdom runs no scripts: the page "loads" a remoteEntry.js by defining its container, or fails.
    jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      const script = node as unknown as HTMLScriptElement;
      appended.push(script);
      const name = /\/(\w+)\/remoteEntry\.js$/.exec(script.src)?.[1] ?? '';
      queueMicrotask(() => {
        if (name === 'down') return script.onerror?.(new Event('error'));
        if (name === 'stalled') return;
        if (name === 'throwing') {
          window.dispatchEvent(
            new ErrorEvent('error', {
              filename: script.src,
              error: new Error('the remote threw while it ran'),
            }),
          );
          return script.onload?.(new Event('load'));
        }
        const container = {
          init: jest.fn(),
          get: jest.fn(async (expose: string) => () => ({ default: `${name}${expose}` })),
        };
        containers[name] = container;
        (globalThis as Record<string, unknown>)[name] = container;
        script.onload?.(new Event('load'));
      });
      return node;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test('an entry is loaded once and initialised with the shell share scope', async () => {
    const shell = new FederationInstance({ name: 'shell', shared: { react: [provide('19.3.1', 'shell')] } });
    shell.registerRemotes([{ name: 'marketing', entry: 'http://localhost/marketing/remoteEntry.js' }]);
    const [home, about] = await Promise.all([
      shell.loadRemote<{ default: string }>('marketing/HomePage'),
      shell.loadRemote<{ default: string }>('marketing/AboutPage'),
    ]);
    expect([home.default, about.default]).toEqual(['marketing./HomePage', 'marketing./AboutPage']);
    expect(appended).toHaveLength(1);
    expect(containers.marketing!.init).toHaveBeenCalledTimes(1);
    const [scope] = containers.marketing!.init.mock.calls[0]!;
    expect(scope).toBe(shell.shareScopeMap.default);
    expect(Object.keys(scope)).toEqual(['react']);
  });

  test('a failed entry is fetched again on the next try; errorLoadRemote hears of each failure', async () => {
    const heard: string[] = [];
    const shell = new FederationInstance({
      name: 'shell',
      plugins: [
        { name: 'listener', errorLoadRemote: ({ id, lifecycle }) => void heard.push(`${id} ${lifecycle}`) },
      ],
    });
    shell.registerRemotes([{ name: 'down', entry: 'http://localhost/down/remoteEntry.js' }]);
    await expect(shell.loadRemote('down/Page')).rejects.toThrow('Failed to load script resources');
    await expect(shell.loadRemote('down/Page')).rejects.toThrow('Failed to load script resources');
    expect(appended).toHaveLength(2);
    expect(heard).toEqual(['down/Page afterResolve', 'down/Page afterResolve']);
    await expect(shell.loadRemote('nowhere/Page')).rejects.toThrow(
      'No remote is registered for "nowhere/Page"',
    );
  });

  test('an entry that throws while it runs is reported with its own error', async () => {
    const shell = new FederationInstance({ name: 'shell' });
    shell.registerRemotes([{ name: 'throwing', entry: 'http://localhost/throwing/remoteEntry.js' }]);
    await expect(shell.loadRemote('throwing/Page')).rejects.toThrow('the remote threw while it ran');
  });

  test('an entry that never arrives fails after its time, and the next try fetches it again', async () => {
    jest.useFakeTimers();
    try {
      const shell = new FederationInstance({ name: 'shell' });
      shell.registerRemotes([{ name: 'stalled', entry: 'http://localhost/stalled/remoteEntry.js' }]);
      const first = shell.loadRemote('stalled/Page');
      const failed = expect(first).rejects.toThrow(`took longer than ${ENTRY_TIMEOUT_MS} ms`);
      await jest.advanceTimersByTimeAsync(ENTRY_TIMEOUT_MS);
      await failed;
      void shell.loadRemote('stalled/Page').catch(() => undefined);
      await jest.advanceTimersByTimeAsync(0);
      expect(appended).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a plugin that returns nothing, or null, stands in for nothing', async () => {
    const shell = new FederationInstance({
      name: 'shell',
      plugins: [{ name: 'quiet', errorLoadRemote: () => null }],
    });
    shell.registerRemotes([{ name: 'down', entry: 'http://localhost/down/remoteEntry.js' }]);
    await expect(shell.loadRemote('down/Page')).rejects.toThrow('Failed to load script resources');
  });

  test('a plugin may stand in for a module that cannot be loaded', async () => {
    const shell = new FederationInstance({
      name: 'shell',
      plugins: [{ name: 'fallback', errorLoadRemote: () => ({ default: 'stand-in' }) }],
    });
    shell.registerRemotes([{ name: 'down', entry: 'http://localhost/down/remoteEntry.js' }]);
    await expect(shell.loadRemote('down/Page')).resolves.toEqual({ default: 'stand-in' });
  });

  test('registering a known remote keeps it; forcing it loads its entry afresh', async () => {
    const shell = new FederationInstance({ name: 'shell' });
    shell.registerRemotes([{ name: 'marketing', entry: 'http://localhost/marketing/remoteEntry.js' }]);
    await shell.loadRemote('marketing/HomePage');
    shell.registerRemotes([
      { name: 'marketing', entry: 'http://localhost/elsewhere/marketing/remoteEntry.js' },
    ]);
    await shell.loadRemote('marketing/HomePage');
    expect(appended.map((script) => script.src)).toEqual(['http://localhost/marketing/remoteEntry.js']);
    shell.registerRemotes([{ name: 'marketing', entry: 'http://localhost/v2/marketing/remoteEntry.js' }], {
      force: true,
    });
    await shell.loadRemote('marketing/HomePage');
    expect(appended.map((script) => script.src)).toEqual([
      'http://localhost/marketing/remoteEntry.js',
      'http://localhost/v2/marketing/remoteEntry.js',
    ]);
  });
});
