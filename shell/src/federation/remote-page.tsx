import { lazy, Suspense, useContext, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PreloadedModules } from './preloaded-modules';
import { loadRemoteComponent, type RemoteName } from './remote-loader';
import type { RemoteModuleRef } from './remote-modules';
import { RemoteErrorBoundary } from './remote-error-boundary';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

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

const REMOTE_LABELS: Record<RemoteName, string> = {
  marketing: 'page',
  userPortal: 'user account section',
  bdePortal: 'BDE section',
};

interface LazyModuleProps {
  /** Names the module in the cache, e.g. "marketing/HomePage". */
  id: string;
  /** Fetches the module; `fresh` after a failure, so Retry really retries. */
  load: Load;
  /** What failed, in the message: "page", "BDE section". */
  what: string;
  /** Heading level of the failure message: 1 for a whole page, 2 inside a page. */
  level?: 1 | 2;
}

/** A component fetched when first drawn, with a loading state, and a Retry when it cannot load. */
export function LazyModule({ id, load, what, level = 1 }: LazyModuleProps) {
  const preloaded = useContext(PreloadedModules)[id];
  const [attempt, setAttempt] = useState(0);
  const [Module, setModule] = useState<AnyComponent>(() => preloaded ?? lazyModule(id, load, false));
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

/** A module the remote exposes (its exposes.json): a name it does not expose fails `tsc`. */
type RemoteModuleProps = RemoteModuleRef & { level?: 1 | 2 };

/** Renders a remote's exposed component, with a loading state, and a Retry when it cannot load. */
export function RemotePage({ remote, module, level }: RemoteModuleProps) {
  const id = `${remote}/${module}`;
  return (
    <LazyModule
      key={id}
      id={id}
      load={(fresh) => loadRemoteComponent<unknown>(remote, module, { fresh })}
      what={REMOTE_LABELS[remote]}
      level={level}
    />
  );
}

function PageLoading() {
  return (
    <div className="page-loading container" role="status" aria-live="polite">
      <span className="page-loading__bar" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
