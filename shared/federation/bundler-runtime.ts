// What the enhanced webpack plugin's generated code calls, as `__webpack_require__.federation`:
// the bundler side of the site's federation runtime (site-federation-runtime.ts).
import {
  containerFor,
  loadRemote,
  registerRemotes,
  shareScopeOf,
  type Factory,
  type FederationInstance,
  type InitOptions,
  type ShareScopeMap,
} from './federation-instance';

/** What the generated code passes for a consumed module (its consumesLoadingData entry). */
interface ConsumeData {
  shareKey: string;
  fallback: () => Promise<Factory>;
  shareScope: string | string[];
  singleton?: boolean;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  eager?: boolean;
}

type ModuleFunction = (module: { exports: unknown }) => void;

/** The parts of `__webpack_require__` this runtime reads and writes. */
export interface WebpackRequire {
  (id: string | number): unknown;
  o(object: object, key: PropertyKey): boolean;
  m: Record<string, ModuleFunction>;
  c: Record<string, unknown>;
  S?: ShareScopeMap;
  I(scope: string | string[], initScope?: unknown[]): unknown;
  consumesLoadingData?: { moduleIdToConsumeDataMapping?: Record<string, ConsumeData> };
  federation: Federation;
}

export interface Federation {
  runtime: typeof runtime;
  instance?: FederationInstance;
  initOptions?: InitOptions;
  bundlerRuntime: typeof bundlerRuntime;
  attachShareScopeMap(webpackRequire: WebpackRequire): void;
  bundlerRuntimeOptions: object;
  hasAttachShareScopeMap?: boolean;
}

const runtime = { init: containerFor, loadRemote, registerRemotes };

function attachShareScopeMap(webpackRequire: WebpackRequire): void {
  const { federation } = webpackRequire;
  if (!webpackRequire.S || federation.hasAttachShareScopeMap || !federation.instance) return;
  webpackRequire.S = federation.instance.shareScopeMap;
  federation.hasAttachShareScopeMap = true;
}

function shareInfoOf(data: ConsumeData) {
  return {
    customShareInfo: {
      scope: data.shareScope,
      shareConfig: {
        singleton: data.singleton,
        requiredVersion: data.requiredVersion,
        strictVersion: data.strictVersion,
        eager: data.eager,
      },
    },
  };
}

function consumeData(webpackRequire: WebpackRequire, id: string | number): ConsumeData {
  const data = webpackRequire.consumesLoadingData?.moduleIdToConsumeDataMapping?.[id];
  if (!data) throw new Error(`No consume data for shared module ${id}`);
  return data;
}

/** Puts a consumed module's factory in place of its id, removing any cached failure. */
function install(webpackRequire: WebpackRequire, id: string | number, make: () => unknown) {
  webpackRequire.m[id] = (module) => {
    delete webpackRequire.c[id];
    module.exports = make();
  };
}

interface ConsumesOptions {
  chunkId: string | number;
  promises: Promise<unknown>[];
  installedModules: Record<string, Promise<unknown> | 0>;
  chunkMapping: Record<string, (string | number)[]>;
  webpackRequire: WebpackRequire;
}

/** Before a chunk runs: each shared module it consumes, from the share scope or its own fallback. */
function consumes({
  chunkId,
  promises,
  installedModules,
  chunkMapping,
  webpackRequire,
}: ConsumesOptions): void {
  attachShareScopeMap(webpackRequire);
  if (!webpackRequire.o(chunkMapping, chunkId)) return;
  for (const id of chunkMapping[chunkId]!) {
    if (webpackRequire.o(installedModules, id)) {
      promises.push(installedModules[id] as Promise<unknown>);
      continue;
    }
    const fail = (error: unknown) => {
      delete installedModules[id];
      install(webpackRequire, id, () => {
        throw error;
      });
    };
    try {
      const data = consumeData(webpackRequire, id);
      const instance = webpackRequire.federation.instance!;
      const loading = instance
        .loadShare(data.shareKey, shareInfoOf(data))
        .then((factory) => (factory === false ? data.fallback() : factory))
        .then((factory) => {
          installedModules[id] = 0;
          install(webpackRequire, id, factory);
        }, fail);
      promises.push((installedModules[id] = loading));
    } catch (error) {
      fail(error);
    }
  }
}

interface InitializeSharingOptions {
  shareScopeName: string | string[];
  webpackRequire: WebpackRequire;
  initPromises: Record<string, Promise<unknown> | true>;
}

/** `__webpack_require__.I`: this container's shared modules into the named share scopes. */
function initializeSharing({
  shareScopeName,
  webpackRequire,
  initPromises,
}: InitializeSharingOptions): Promise<true> {
  const instance = webpackRequire.federation.instance!;
  for (const name of Array.isArray(shareScopeName) ? shareScopeName : [shareScopeName]) {
    initPromises[name] ??= (instance.initializeSharing(name), true);
  }
  attachShareScopeMap(webpackRequire);
  return Promise.resolve(true);
}

interface ContainerEntryOptions {
  webpackRequire: WebpackRequire;
  shareScope: ShareScopeMap[string];
  initScope?: unknown[];
  shareScopeKey?: string | string[];
}

/** A remote's `init(shareScope)`: it takes the loading container's share scope and adds its own modules. */
function initContainerEntry({ webpackRequire, shareScope, initScope, shareScopeKey }: ContainerEntryOptions) {
  const instance = webpackRequire.federation.instance;
  if (!instance) throw new Error('The container was initialised before its federation runtime');
  const key = shareScopeOf(shareScopeKey);
  instance.initShareScopeMap(key, shareScope);
  attachShareScopeMap(webpackRequire);
  return webpackRequire.I(key, initScope);
}

// No `installInitialConsumes` (nor `loadShareSync` behind it): only eagerly shared modules need them,
// and no app shares one eagerly; the generated code calls it only when one does, and would fail loudly.
const bundlerRuntime = {
  consumes,
  I: initializeSharing,
  S: {},
  initContainerEntry,
  init({ webpackRequire }: { webpackRequire: WebpackRequire }): FederationInstance {
    const { initOptions } = webpackRequire.federation;
    if (!initOptions) throw new Error('The federation runtime needs its initOptions');
    return containerFor(initOptions);
  },
};

/** A fresh `__webpack_require__.federation` for one build: the functions are the page's one copy. */
export function createFederation(): Federation {
  return {
    runtime,
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime,
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}
