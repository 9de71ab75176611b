import { lazy, Suspense, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from '../federation/remote-error-boundary';
import { PageLoading } from '../federation/remote-page';

type Load = () => Promise<ComponentType>;

const loaded = new Map<Load, ComponentType>();

function lazyFrom(load: Load) {
  return lazy(async () => {
    const page = await load();
    loaded.set(load, page);
    return { default: page };
  });
}

/**
 * One of the shell's own pages that few visits open (the sign-in page): fetched with its route
 * rather than with every page, with the same loading state and Retry as a remote's page.
 */
export function LazyShellPage({ load }: { load: Load }) {
  const [attempt, setAttempt] = useState(0);
  const [Page, setPage] = useState<ComponentType>(() => loaded.get(load) ?? lazyFrom(load));
  return (
    <RemoteErrorBoundary
      key={attempt}
      what="page"
      level={1}
      onRetry={() => {
        setPage(() => lazyFrom(load));
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
