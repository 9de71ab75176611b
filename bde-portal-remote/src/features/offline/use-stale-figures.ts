import { useEffect, useState } from 'react';
import { WORKER_MESSAGES } from 'shared/contract/portal-app';

/**
 * When the figures on this page were fetched, if the worker gave any of them from its cache (the
 * network failed): the oldest such time, as an ISO string; null while everything shown is live.
 */
export function useStaleFigures(): string | null {
  const [fetchedAt, setFetchedAt] = useState<string | null>(null);
  useEffect(() => {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; fetchedAt?: unknown } | null;
      if (data?.type !== WORKER_MESSAGES.stale) return;
      setFetchedAt(typeof data.fetchedAt === 'string' ? data.fetchedAt : null);
    };
    // The worker reports each kept answer as it gives it; asking covers those given before this ran.
    const ask = () => container.controller?.postMessage({ type: WORKER_MESSAGES.askStale });
    container.addEventListener('message', onMessage);
    ask();
    window.addEventListener('online', ask);
    return () => {
      container.removeEventListener('message', onMessage);
      window.removeEventListener('online', ask);
    };
  }, []);
  return fetchedAt;
}
