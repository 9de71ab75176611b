import { lazy, Suspense, useContext, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PreloadedModules } from './preloaded-modules';
import { loadRemoteComponent, type RemoteName } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

// One lazy component per remote module, so moving between routes never shows a loading state twice.
const lazyModules = new Map<string, LazyExoticComponent<AnyComponent>>();

function lazyRemote(remote: RemoteName, module: string, fresh: boolean) {
  const key = `${remote}/${module}`;
  let component = fresh ? undefined : lazyModules.get(key);
  if (!component) {
    component = lazy(() =>
      loadRemoteComponent<unknown>(remote, module, { fresh }).catch((error: unknown) => {
        lazyModules.delete(key);
        throw error;
      }),
    ) as LazyExoticComponent<AnyComponent>;
    lazyModules.set(key, component);
  }
  return component;
}

export const REMOTE_LABELS: Record<RemoteName, string> = {
  marketing: 'page',
  userPortal: 'user account section',
  bdePortal: 'BDE section',
};

interface RemoteModuleProps {
  remote: RemoteName;
  module: string;
  /** Heading level of the failure message: 1 for a whole page, 2 inside a page. */
  level?: 1 | 2;
}

function RemoteModule({ remote, module, level = 1 }: RemoteModuleProps) {
  const preloaded = useContext(PreloadedModules)[`${remote}/${module}`];
  const [attempt, setAttempt] = useState(0);
  const [Module, setModule] = useState<AnyComponent>(() => preloaded ?? lazyRemote(remote, module, false));
  return (
    <RemoteErrorBoundary
      key={attempt}
      what={REMOTE_LABELS[remote]}
      level={level}
      onRetry={() => {
        setModule(() => lazyRemote(remote, module, true));
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Module />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Renders a remote's exposed component, with a loading state, and a Retry when it cannot load. */
export function RemotePage(props: RemoteModuleProps) {
  return <RemoteModule key={`${props.remote}/${props.module}`} {...props} />;
}

export function PageLoading() {
  return (
    <div className="page-loading container" role="status" aria-live="polite">
      <span className="page-loading__bar" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
