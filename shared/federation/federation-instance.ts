// One container's side of the site's federation runtime (site-federation-runtime.ts): its shared
// modules in the page's share scopes, the version each consumer gets, and the remotes it loads.
import { compareVersions, satisfies } from './version-range';

export type Factory = () => unknown;
type Getter = () => Factory | Promise<Factory>;

export interface ShareConfig {
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

export const shareScopeOf = (scope: string | string[] | undefined) =>
  (Array.isArray(scope) ? scope[0] : scope) ?? 'default';

function isLoaded(entry: SharedEntry) {
  return Boolean(entry.loaded || entry.lib || entry.loading);
}

/** The same words as the federation runtime's, which the shell's error page recognises. */
function versionRefusal(name: string, entry: SharedEntry, consumer: string, range: string) {
  return `Version ${entry.version} from ${entry.from} of shared singleton module ${name} does not satisfy the requirement of ${consumer} which needs ${range}`;
}

/** A remote entry that has not arrived by then counts as failed, so the next try fetches it again. */
export const ENTRY_TIMEOUT_MS = 20_000;

/**
 * Runs a remote's remoteEntry.js. It fails when the script cannot be fetched, takes too long, or
 * throws while it runs (that error, not a missing container, is what is reported).
 */
function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    let thrown: unknown;
    const onError = (event: ErrorEvent) => {
      if (event.filename === url) thrown = event.error ?? new Error(event.message);
    };
    const settle = (error?: unknown) => {
      clearTimeout(timer);
      window.removeEventListener('error', onError);
      script.onload = script.onerror = null;
      script.remove();
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve();
    };
    const timer = setTimeout(
      () => settle(new Error(`Loading ${url} took longer than ${ENTRY_TIMEOUT_MS} ms`)),
      ENTRY_TIMEOUT_MS,
    );
    window.addEventListener('error', onError);
    script.src = url;
    script.onload = () => settle(thrown);
    script.onerror = () => settle(new Error(`Failed to load script resources: ${url}`));
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
  initializeSharing(scopeName = 'default'): void {
    if (this.registeredScopes.has(scopeName)) return;
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
    if (!entry.loading) {
      const loading = Promise.resolve()
        .then(() => entry.get())
        .then(
          (factory) => {
            entry.lib = factory;
            entry.loaded = true;
            return factory;
          },
          (error: unknown) => {
            // A failed load (a chunk that did not arrive) is not kept: the next consumer tries again.
            if (entry.loading === loading) delete entry.loading;
            throw error;
          },
        );
      entry.loading = loading;
    }
    return entry.loading;
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
      // A container left on the page by an earlier, forgotten load is not taken for this one's.
      (globalThis as Record<string, unknown>)[global] = undefined;
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
        if (substitute !== undefined && substitute !== null) return substitute as T;
      }
      throw error;
    }
  }
}

const instances = new Map<string, FederationInstance>();
let first: FederationInstance | undefined;

/** The container named in `options`, made once a page; later calls add to its options. */
export function containerFor(options: InitOptions): FederationInstance {
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
