import type { ReactNode } from 'react';
import { skipToken } from 'shared/api/base-api';
import { errorStatus } from 'shared/forms/call-errors';
import { Link, useParams } from 'shared/routing/router';
import { LoadFailure, Loading } from '../load-states';

/** A record's number from the address (`/staff/messages/12`); NaN when it is not one. */
export const recordIdFrom = (text: string | undefined) =>
  text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;

/**
 * The record the address names in `param` (`/staff/leads/:leadId`): its number (`recordIdFrom`) and
 * the argument for its query, skipToken when it names none, so no call is made.
 */
export function useRecordParam(param: string): { id: number; arg: number | typeof skipToken } {
  const id = recordIdFrom(useParams()[param]);
  return { id, arg: Number.isNaN(id) ? skipToken : id };
}

interface RecordStateProps<T> {
  /** The record's RTK Query result. */
  result: { data?: T; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  /** The address named no record at all (not a number): no call was made. */
  invalid?: boolean;
  /** "message", "lead": what the page shows, for its texts. */
  what: string;
  /** The list to go back to. */
  listHref: string;
  listLabel: string;
  /** The page itself, once the record is here. */
  children: (record: T) => ReactNode;
}

/** A record page's loading, not-found and failure states (with Retry), then the page. */
export function RecordState<T>({
  result,
  invalid,
  what,
  listHref,
  listLabel,
  children,
}: RecordStateProps<T>) {
  const missing = invalid || errorStatus(result.error) === 404 || errorStatus(result.error) === 400;
  if (missing) {
    return (
      <div className="staff-status" role="alert">
        <p>There is no {what} with this number. It may have been typed wrong.</p>
        <Link to={listHref}>{listLabel}</Link>
      </div>
    );
  }
  if (result.isLoading) {
    return <Loading what={`the ${what}`} />;
  }
  if (result.isError || !result.data) {
    return <LoadFailure what={`the ${what}`} onRetry={result.refetch} />;
  }
  return <>{children(result.data)}</>;
}

type RecordPageProps<T> = RecordStateProps<T> & {
  /** The record's number from the address (`recordIdFrom`): NaN names no record (`invalid`). */
  id: number;
  /** The link back to the list above the page ("← All leads"). */
  backLabel: string;
};

/** A record's page (/staff/leads/12): the link back to its list, then the record or its state. */
export function RecordPage<T>({ id, backLabel, ...state }: RecordPageProps<T>) {
  return (
    <div className="staff-page">
      <p className="inbox-back">
        <Link to={state.listHref}>{backLabel}</Link>
      </p>
      <RecordState {...state} invalid={Number.isNaN(id)} />
    </div>
  );
}
