// The site's module-federation runtime: what the enhanced webpack plugin's generated code calls
// (`__webpack_require__.federation.bundlerRuntime`) and what the shell uses to load remotes, in place
// of @module-federation/webpack-bundler-runtime and runtime-core (webpack.common.js swaps it in).
// Those carry manifests, snapshots, preloading, Node loading, version-first sharing and a plugin
// system with some thirty hooks: ~20 KB gzipped on every page, of which the site uses this much:
// singletons shared loaded-first, checked against caret ranges (strictly for `shared/`), remotes
// registered at run time by their remoteEntry.js, and one hook, `errorLoadRemote`.
// The shell provides it once; each remote's build borrows the shell's (borrowed-federation-runtime.ts).
import { BORROWED_RUNTIME_GLOBAL } from './runtime-global';
import { compareVersions, satisfies } from './version-range';

type Factory = () => unknown;
type Getter = () => Factory | Promise<Factory>;

interface ShareConfig {
  singleton?: boolean;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  eager?: boolean;
}

/** One version of a shared module in a share scope, as every container on the page sees it. */
export interface SharedEntry {
  version: string;
  get: Getter;
  /** The container that provided it. */
  from: string;
  shareConfig: ShareConfig;
  loading?: Promise<Factory>;
  lib?: Factory;
  loaded?: boolean;
}

/** Share scope name -> module name -> version -> entry. */
export type ShareScopeMap = Record<string, Record<string, Record<string, SharedEntry>>>;

interface ProvidedShare {
  version: string;
  get: Getter;
  scope: string[];
  shareConfig: ShareConfig;
}

export interface RemoteInfo {
  name: string;
  /** The remote's remoteEntry.js. */
  entry: string;
  /** The global its remoteEntry.js defines (its federation name unless said otherwise). */
  entryGlobalName?: string;
  shareScope?: string;
}

export interface FederationRuntimePlugin {
  name: string;
  /** Called when a remote module cannot be loaded; what it returns (if anything) stands in for the module. */
  errorLoadRemote?: (args: { id: string; error: unknown; lifecycle: string; from: string }) => unknown;
}

export interface InitOptions {
  name: string;
  remotes?: RemoteInfo[];
  shared?: Record<string, ProvidedShare[]>;
  shareStrategy?: string;
  plugins?: FederationRuntimePlugin[];
}

interface Container {
  init(shareScope: ShareScopeMap[string], initScope: unknown[], options: object): unknown;
  get(expose: string): Promise<Factory>;
}

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
  consumesLoadingData?: {
    moduleIdToConsumeDataMapping?: Record<string, ConsumeData>;
    initialConsumes?: string[];
  };
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

const shareScopeOf = (scope: string | string[] | undefined) =>
  (Array.isArray(scope) ? scope[0] : scope) ?? 'default';

function isLoaded(entry: SharedEntry) {
  return Boolean(entry.loaded || entry.lib || entry.loading);
}

/** The same words as the federation runtime's, which the shell's error page recognises. */
function versionRefusal(name: string, entry: SharedEntry, consumer: string, range: string) {
  return `Version ${entry.version} from ${entry.from} of shared singleton module ${name} does not satisfy the requirement of ${consumer} which needs ${range}`;
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Failed to load script resources: ${url}`));
    };
    document.head.appendChild(script);
  });
}

/** One container's view of federation: its options, its remotes and the page's share scopes. */
export class FederationInstance {
  readonly name: string;
  options: InitOptions;
  readonly shareScopeMap: ShareScopeMap = {};
  private readonly remotes = new Map<string, RemoteInfo>();
  private readonly containers = new Map<string, Promise<Container>>();
  private readonly registeredScopes = new Set<string>();

  constructor(options: InitOptions) {
    this.name = options.name;
    this.options = { ...options, plugins: [] };
    this.initOptions(options);
  }

  initOptions(options: Partial<InitOptions>): void {
    const { remotes = [], plugins = [], shared, ...rest } = options;
    this.options = {
      ...this.options,
      ...rest,
      name: this.name,
      shared: { ...this.options.shared, ...shared },
      plugins: [
        ...(this.options.plugins ?? []),
        ...plugins.filter((plugin) => !this.options.plugins?.includes(plugin)),
      ],
    };
    this.registerRemotes(remotes);
  }

  /** Puts this container's shared modules into a share scope, beside (never over) what is already there. */
  initializeSharing(scopeName = 'default'): Promise<void>[] {
    if (this.registeredScopes.has(scopeName)) return [];
    this.registeredScopes.add(scopeName);
    const scope = (this.shareScopeMap[scopeName] ??= {});
    for (const [name, provided] of Object.entries(this.options.shared ?? {})) {
      for (const share of provided) {
        if (!share.scope.includes(scopeName)) continue;
        const versions = (scope[name] ??= {});
        versions[share.version] ??= {
          version: share.version,
          get: share.get,
          from: this.name,
          shareConfig: share.shareConfig,
        };
      }
    }
    return [];
  }

  /** Uses the share scope of the container that loaded this one. */
  initShareScopeMap(scopeName: string, scope: ShareScopeMap[string]): void {
    this.shareScopeMap[scopeName] = scope;
    this.registeredScopes.delete(scopeName);
  }

  /** The version a consumer gets: a loaded (or loading) one first, the highest otherwise. */
  private choose(name: string, scopeName: string, config: ShareConfig): SharedEntry | undefined {
    this.initializeSharing(scopeName);
    const entries = Object.values(this.shareScopeMap[scopeName]?.[name] ?? {});
    const range = config.requiredVersion || '*';
    const ordered = entries.sort(
      (a, b) => Number(isLoaded(b)) - Number(isLoaded(a)) || compareVersions(b.version, a.version),
    );
    if (!config.singleton) return ordered.find((entry) => satisfies(entry.version, range));
    const chosen = ordered[0];
    if (chosen && !satisfies(chosen.version, range)) {
      const refusal = versionRefusal(name, chosen, this.name, range);
      if (config.strictVersion) throw new Error(refusal);
      console.warn(`[federation] ${refusal}`);
    }
    return chosen;
  }

  /** The factory of a shared module, or false when no container provides a fitting version. */
  async loadShare(
    name: string,
    { customShareInfo }: { customShareInfo: { scope?: string | string[]; shareConfig: ShareConfig } },
  ): Promise<Factory | false> {
    const entry = this.choose(name, shareScopeOf(customShareInfo.scope), customShareInfo.shareConfig);
    if (!entry) return false;
    if (entry.lib) return entry.lib;
    entry.loading ??= Promise.resolve(entry.get()).then((factory) => {
      entry.lib = factory;
      entry.loaded = true;
      return factory;
    });
    return entry.loading;
  }

  /** For modules consumed before any chunk loads (eager sharing): only what is already loaded, or eager. */
  loadShareSync(
    name: string,
    { customShareInfo }: { customShareInfo: { scope?: string | string[]; shareConfig: ShareConfig } },
  ): Factory {
    const entry = this.choose(name, shareScopeOf(customShareInfo.scope), customShareInfo.shareConfig);
    if (entry?.lib) return entry.lib;
    const factory = entry?.shareConfig.eager ? entry.get() : undefined;
    if (typeof factory !== 'function')
      throw new Error(`Shared module ${name} is not loaded yet, so it cannot be consumed eagerly`);
    entry!.lib = factory;
    entry!.loaded = true;
    return factory;
  }

  /** Registers remotes; a known name keeps its entry unless `force`, which also forgets its loaded container. */
  registerRemotes(remotes: RemoteInfo[], { force = false }: { force?: boolean } = {}): void {
    for (const remote of remotes) {
      if (this.remotes.has(remote.name) && !force) continue;
      if (force) {
        this.containers.delete(remote.name);
        (globalThis as Record<string, unknown>)[remote.entryGlobalName ?? remote.name] = undefined;
      }
      this.remotes.set(remote.name, remote);
    }
  }

  private container(remote: RemoteInfo): Promise<Container> {
    let container = this.containers.get(remote.name);
    if (!container) {
      const global = remote.entryGlobalName ?? remote.name;
      const scopeName = remote.shareScope ?? 'default';
      container = loadScript(remote.entry).then(async () => {
        const loaded = (globalThis as Record<string, unknown>)[global] as Container | undefined;
        if (!loaded || typeof loaded.init !== 'function')
          throw new Error(`${remote.entry} did not define the container "${global}"`);
        this.initializeSharing(scopeName);
        await loaded.init(this.shareScopeMap[scopeName]!, [], {
          shareScopeMap: this.shareScopeMap,
          shareScopeKeys: scopeName,
        });
        return loaded;
      });
      // A failed load is not kept: the next try fetches the entry again.
      container.catch(
        () => this.containers.get(remote.name) === container && this.containers.delete(remote.name),
      );
      this.containers.set(remote.name, container);
    }
    return container;
  }

  /** `remote/Module` from a registered remote: its exports, or its factory with `loadFactory: false`. */
  async loadRemote<T>(id: string, { loadFactory = true }: { loadFactory?: boolean } = {}): Promise<T> {
    let lifecycle = 'beforeRequest';
    try {
      const remote = [...this.remotes.values()].find((candidate) => id.startsWith(`${candidate.name}/`));
      if (!remote) throw new Error(`No remote is registered for "${id}"`);
      lifecycle = 'afterResolve';
      const container = await this.container(remote);
      lifecycle = 'onLoad';
      const factory = await container.get(`.${id.slice(remote.name.length)}`);
      return (loadFactory ? factory() : factory) as T;
    } catch (error) {
      for (const plugin of this.options.plugins ?? []) {
        const substitute = plugin.errorLoadRemote?.({ id, error, lifecycle, from: 'runtime' });
        if (substitute !== undefined) return substitute as T;
      }
      throw error;
    }
  }
}

const instances = new Map<string, FederationInstance>();
let first: FederationInstance | undefined;

/** The container named in `options`, made once a page; later calls add to its options. */
function init(options: InitOptions): FederationInstance {
  let instance = instances.get(options.name);
  if (instance) instance.initOptions(options);
  else instances.set(options.name, (instance = new FederationInstance(options)));
  first ??= instance;
  return instance;
}

function host(): FederationInstance {
  if (!first) throw new Error('The federation runtime has not been initialised');
  return first;
}

/** Loads `remote/Module` through the page's first container (the shell). */
export function loadRemote<T>(id: string): Promise<T> {
  return host().loadRemote<T>(id);
}

export function registerRemotes(remotes: RemoteInfo[], options?: { force?: boolean }): void {
  host().registerRemotes(remotes, options);
}

const runtime = { init, loadRemote, registerRemotes };

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

interface InitialConsumesOptions {
  initialConsumes: (string | number)[];
  installedModules: Record<string, Promise<unknown> | 0>;
  webpackRequire: WebpackRequire;
}

/** Shared modules an entry consumes before anything loads (eager sharing): taken synchronously. */
function installInitialConsumes({
  initialConsumes,
  installedModules,
  webpackRequire,
}: InitialConsumesOptions): void {
  for (const id of initialConsumes) {
    const data = consumeData(webpackRequire, id);
    install(webpackRequire, id, () => {
      installedModules[id] = 0;
      return webpackRequire.federation.instance!.loadShareSync(data.shareKey, shareInfoOf(data))();
    });
  }
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

const bundlerRuntime = {
  consumes,
  I: initializeSharing,
  S: {},
  installInitialConsumes,
  initContainerEntry,
  init({ webpackRequire }: { webpackRequire: WebpackRequire }): FederationInstance {
    const { initOptions } = webpackRequire.federation;
    if (!initOptions) throw new Error('The federation runtime needs its initOptions');
    return init(initOptions);
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

(globalThis as Record<string, unknown>)[BORROWED_RUNTIME_GLOBAL] ??= createFederation;

export default createFederation();
