import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { ENTRY_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from 'shared/contract/remote-pages';
import type { RemoteName } from './remote-modules';

export type { RemoteName } from './remote-modules';
export type RemotesConfig = Record<RemoteName, string>;

/** A remote slower than this counts as down: the page says so and offers Retry. */
export const REMOTE_TIMEOUT_MS = 15_000;

let configPromise: Promise<RemotesConfig> | null = null;

/**
 * The entries the server composed this page with (each filled outlet names its remote's): the page's
 * HTML is taken over by that version's code even if /remotes.json has moved on since.
 */
function entriesOfThisPage(): Partial<RemotesConfig> {
  const entries: Partial<RemotesConfig> = {};
  for (const outlet of document.querySelectorAll<HTMLElement>(`[${ENTRY_ATTRIBUTE}]`)) {
    const remote = outlet.getAttribute(PRERENDERED_ATTRIBUTE)?.split('/')[0] as RemoteName | undefined;
    const entry = outlet.getAttribute(ENTRY_ATTRIBUTE);
    if (remote && entry) entries[remote] = entry;
  }
  return entries;
}

async function fetchConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const config = { ...((await response.json()) as RemotesConfig), ...entriesOfThisPage() };
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({
      name,
      entry: new URL(entry, window.location.href).href,
    })),
  );
  return config;
}

/** Reads /remotes.json once and registers every remote in it; a failed read is tried again next time. */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  configPromise ??= fetchConfig().catch((error: unknown) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

interface LoadOptions {
  /** Forget everything cached about the remote first (after a failure), so Retry really retries. */
  fresh?: boolean;
  timeoutMs?: number;
}

/** Loads `<remote>/<module>` and returns its default export, a React component. */
export async function loadRemoteComponent<P>(
  remote: RemoteName,
  module: string,
  { fresh = false, timeoutMs = REMOTE_TIMEOUT_MS }: LoadOptions = {},
): Promise<{ default: ComponentType<P> }> {
  const id = `${remote}/${module}`;
  const load = async () => {
    const config = await loadRemotesConfig();
    if (!config[remote]) throw new Error(`/remotes.json names no "${remote}" remote`);
    if (fresh) {
      registerRemotes([{ name: remote, entry: new URL(config[remote], window.location.href).href }], {
        force: true,
      });
    }
    const exports = await loadRemote<{ default?: ComponentType<P> }>(id);
    if (!exports?.default) throw new Error(`${id} has no default export`);
    // The remote registered its texts as its code ran: they are loaded before it draws anything.
    // (Imported here, not at the top: this module is part of main.js, which runs before federation
    // has its shared modules, and the text layer is one of them.)
    await (await import('shared/i18n/text')).loadNewTexts();
    return { default: exports.default };
  };
  return withTimeout(load(), timeoutMs, `Loading ${id}`);
}
