import type { ReactNode } from 'react';
import { FetchProblem, useLoggedFailure } from './fetch-problem';

export interface Query<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: Query<T>;
  /** What the page calls the answer ("your revenue"), and what the log calls it. */
  what: string;
  logAs?: string;
  children: (data: T) => ReactNode;
}

/** One call's part of a page: the problem with a Retry when it failed (and logged), "Loading…", then the answer. */
export function QueryView<T>({ query, what, logAs = what, children }: QueryViewProps<T>) {
  useLoggedFailure(logAs, query.error);
  if (query.error) return <FetchProblem what={what} onRetry={() => void query.refetch()} />;
  if (query.isLoading || !query.data) return <p aria-busy="true">Loading…</p>;
  return children(query.data);
}
