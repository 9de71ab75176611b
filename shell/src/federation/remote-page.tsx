import { lazy, Suspense, useEffect, useState, type LazyExoticComponent } from 'react';
import { reportRemoteFailure } from './failure-beacon';
import { loadRemoteComponent, type RemoteName } from './remote-loader';
import type { RemoteModuleRef } from './remote-modules';
import { RemoteErrorBoundary, type WhatFailed } from './remote-error-boundary';
import { PageLoading, RemoteIsland, type AnyComponent } from './remote-island';

type Load = (fresh: boolean) => Promise<{ default: AnyComponent }>;

// One lazy component per module, so moving between routes never shows a loading state twice.
const lazyModules = new Map<string, LazyExoticComponent<AnyComponent>>();

function lazyModule(id: string, load: Load, fresh: boolean) {
  let component = fresh ? undefined : lazyModules.get(id);
  if (!component) {
    component = lazy(() =>
      load(fresh).catch((error: unknown) => {
        lazyModules.delete(id);
        throw error;
      }),
    );
    lazyModules.set(id, component);
  }
  return component;
}

const REMOTE_LABELS: Record<RemoteName, WhatFailed> = {
  marketing: 'page',
  userPortal: 'user account section',
  bdePortal: 'BDE section',
  staff: 'page',
};

interface LazyModuleProps {
  /** Names the module in the cache, e.g. "shell/LoginPage". */
  id: string;
  /** Fetches the module; `fresh` after a failure, so Retry really retries. */
  load: Load;
  /** What failed, named in the message ("page", "BDE section"). */
  what: WhatFailed;
  /** Heading level of the failure message: 1 for a whole page, 2 inside a page. */
  level?: 1 | 2;
}

/** One of the shell's own components, fetched when first drawn, with a loading state and a Retry. */
export function LazyModule({ id, load, what, level = 1 }: LazyModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const [Module, setModule] = useState<AnyComponent>(() => lazyModule(id, load, false));
  return (
    <RemoteErrorBoundary
      key={attempt}
      what={what}
      level={level}
      onRetry={() => {
        setModule(() => lazyModule(id, load, true));
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Module />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

// Modules already loaded: a route shown again draws at once.
const loadedModules = new Map<string, AnyComponent>();

/** The remote's module, loaded once it is wanted; a failure is thrown to the error boundary above. */
function useRemoteModule(
  remote: RemoteName,
  module: string,
  attempt: number,
  wanted: boolean,
): AnyComponent | null {
  const id = `${remote}/${module}`;
  const [state, setState] = useState<{ Module: AnyComponent | null; error?: unknown }>(() => ({
    Module: attempt === 0 ? (loadedModules.get(id) ?? null) : null,
  }));
  useEffect(() => {
    if (state.Module || !wanted) return;
    let live = true;
    loadRemoteComponent<unknown>(remote, module, { fresh: attempt > 0 }).then(
      ({ default: Module }) => {
        loadedModules.set(id, Module as AnyComponent);
        if (live) setState({ Module: Module as AnyComponent });
      },
      (error: unknown) => {
        if (live) setState({ Module: null, error });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, module, id, attempt, state.Module, wanted]);
  if (state.error) throw state.error;
  return state.Module;
}

/** A module the remote exposes (its exposes.json): a name it does not expose fails `tsc`. */
type RemoteModuleProps = RemoteModuleRef & { level?: 1 | 2 };

interface IslandProps {
  remote: RemoteName;
  module: string;
  level: 1 | 2;
  attempt: number;
  onRetry: () => void;
}

function RemoteModuleIsland({ remote, module, level, attempt, onRetry }: IslandProps) {
  const [wanted, setWanted] = useState(false);
  const Module = useRemoteModule(remote, module, attempt, wanted);
  const what = REMOTE_LABELS[remote];
  return (
    <RemoteIsland
      remote={remote}
      module={module}
      Module={Module}
      onWanted={() => setWanted(true)}
      frame={(Page) => (
        // A page that fails while drawing fails in its own root: it gets its own boundary there.
        <RemoteErrorBoundary
          what={what}
          level={level}
          onRetry={onRetry}
          onFailure={() => void reportRemoteFailure(remote, 'render')}
        >
          <Page />
        </RemoteErrorBoundary>
      )}
    />
  );
}

/**
 * Renders a remote's exposed component in its own React root (RemoteIsland), with a loading state,
 * and a Retry when it cannot load or fails.
 */
export function RemotePage({ remote, module, level = 1 }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}/${attempt}`}
      what={REMOTE_LABELS[remote]}
      level={level}
      onRetry={retry}
      // What reaches this boundary is a load that failed: a render fails inside the island's own.
      onFailure={() => void reportRemoteFailure(remote, 'load')}
    >
      <RemoteModuleIsland remote={remote} module={module} level={level} attempt={attempt} onRetry={retry} />
    </RemoteErrorBoundary>
  );
}
