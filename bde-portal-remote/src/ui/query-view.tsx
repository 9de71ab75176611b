import type { ReactNode } from 'react';
import { useBdeText } from '../i18n/bde-text';
import { FetchProblem, useLoggedFailure } from './fetch-problem';
import { LoadingHold } from './loading-hold';

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
  /** An answer of the usual shape: while loading, the part holds the size it has drawn with it. */
  placeholder?: T;
  children: (data: T) => ReactNode;
}

/** One call's part of a page: the problem with a Retry when it failed (and logged), "Loading…", then the answer. */
export function QueryView<T>({ query, what, logAs = what, placeholder, children }: QueryViewProps<T>) {
  const t = useBdeText();
  useLoggedFailure(logAs, query.error);
  if (query.error) return <FetchProblem what={what} onRetry={() => void query.refetch()} />;
  if (query.isLoading || !query.data) {
    if (placeholder === undefined) return <p aria-busy="true">{t('Loading…')}</p>;
    return <LoadingHold>{children(placeholder)}</LoadingHold>;
  }
  return children(query.data);
}
