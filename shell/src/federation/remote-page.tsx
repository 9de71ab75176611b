import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteComponent, type RemoteName } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

// One lazy component per remote module, so moving between routes never shows a loading state twice.
const lazyModules = new Map<string, LazyExoticComponent<AnyComponent>>();

function lazyRemote(remote: RemoteName, module: string, fresh: boolean) {
  const key = `${remote}/${module}`;
  let component = lazyModules.get(key);
  if (!component || fresh) {
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

interface RemotePageProps {
  remote: RemoteName;
  module: string;
  props?: Record<string, unknown>;
}

export function RemotePage({ remote, module, props }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Module = lazyRemote(remote, module, attempt > 0 && !lazyModules.has(`${remote}/${module}`));
  return (
    <RemoteErrorBoundary
      key={attempt}
      what={REMOTE_LABELS[remote]}
      onRetry={() => {
        lazyModules.delete(`${remote}/${module}`);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Module {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

export function PageLoading() {
  return (
    <div className="page-loading container" role="status" aria-live="polite">
      <span className="page-loading__bar" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
