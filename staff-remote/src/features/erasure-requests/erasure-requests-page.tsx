import { useRef, useState } from 'react';
import type { ErasureRequestItem } from 'shared/contract/bde-data-responses';
import { Link } from 'shared/routing/router';
import { staffScreen } from '../../app/staff-paths';
import { formatWhen } from '../../ui/records/when';
import { StatusBadge } from '../../ui/lists/status-badge';
import { hasAccess, useStaffMember } from '../../app/session/use-staff-member';
import { DeclineDialog } from './decline-dialog';
import { EraseDialog } from './erase-dialog';
import { ERASURE_STATUS_LABELS } from './erasure-labels';
import { useErasureRequestsQuery } from './erasure-requests-api';
import './erasure-requests.css';
import { LoadFailure, Loading } from '../../ui/load-states';
import { closeThenFocus } from 'shared/ui/modal-dialog';
import { ScrollingTable } from '../../ui/scrolling-table';

type Handling = { kind: 'decline' | 'erase'; request: ErasureRequestItem };

const when = (iso: string) => <time dateTime={iso}>{formatWhen(iso)}</time>;

/** Who handled the request and when, and why it was declined. */
function Handled({ request }: { request: ErasureRequestItem }) {
  if (!request.handledAt) return <span className="erasure-muted">Not yet</span>;
  return (
    <div className="erasure-stack">
      <span>
        {when(request.handledAt)} by {request.handledBy?.name ?? 'a former staff member'}
      </span>
      {request.declineReason && <span>Reason given: {request.declineReason}</span>}
    </div>
  );
}

/** /staff/erasure-requests: BDEs' requests to have their data erased, pending ones first. */
export function ErasureRequestsPage() {
  const admin = hasAccess(useStaffMember(), 'admin');
  const result = useErasureRequestsQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  const [handling, setHandling] = useState<Handling | null>(null);

  const open = (kind: Handling['kind'], request: ErasureRequestItem) => () => setHandling({ kind, request });

  function close(changed: boolean) {
    // A handled request has no buttons any more: focus goes to the page's heading instead.
    if (changed) closeThenFocus(() => setHandling(null), heading.current);
    else setHandling(null);
  }

  let content;
  if (result.isLoading) {
    content = <Loading what="the erasure requests" />;
  } else if (result.isError || !result.data) {
    content = <LoadFailure what="the erasure requests" onRetry={result.refetch} />;
  } else {
    const { items } = result.data;
    content = (
      <ScrollingTable
        caption="Erasure requests, pending first"
        label="Erasure requests"
        busy={result.isFetching}
      >
        <thead>
          <tr>
            <th scope="col">BDE</th>
            <th scope="col">Asked</th>
            <th scope="col">Their reason</th>
            <th scope="col">Status</th>
            <th scope="col">Handled</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={6} className="staff-table__empty">
                No BDE has asked for their data to be erased.
              </td>
            </tr>
          ) : (
            items.map((request) => (
              <tr key={request.id}>
                <th scope="row" data-label="BDE">
                  <div className="erasure-stack">
                    <Link to={staffScreen.partner(request.bdeCode)}>{request.bdeCode}</Link>
                    {request.fullName && <span>{request.fullName}</span>}
                  </div>
                </th>
                <td data-label="Asked">{when(request.requestedAt)}</td>
                <td className="erasure-reason" data-label="Their reason">
                  {request.reason || <span className="erasure-muted">None given</span>}
                </td>
                <td data-label="Status">
                  <StatusBadge status={request.status} label={ERASURE_STATUS_LABELS[request.status]} />
                </td>
                <td data-label="Handled">
                  <Handled request={request} />
                </td>
                <td data-label="Actions">
                  {request.status === 'pending' && (
                    <span className="erasure-actions">
                      <button
                        type="button"
                        className="staff-button staff-button--quiet"
                        onClick={open('decline', request)}
                      >
                        Decline<span className="visually-hidden"> the request of {request.bdeCode}</span>
                      </button>
                      {admin && (
                        <button
                          type="button"
                          className="staff-button staff-button--danger"
                          onClick={open('erase', request)}
                        >
                          Carry out erasure<span className="visually-hidden"> of {request.bdeCode}</span>
                        </button>
                      )}
                    </span>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </ScrollingTable>
    );
  }

  return (
    <div className="staff-page">
      <h1 ref={heading} tabIndex={-1}>
        Erasure requests
      </h1>
      <p className="erasure-intro">
        BDEs ask from their profile for their personal data to be erased. Carrying a request out removes
        everything personal and keeps their proposals and projects under the BDE code, as accounting records;
        declining it needs a reason, which the BDE reads.
        {!admin && ' Only an admin can carry out an erasure.'}
      </p>
      {content}
      {handling?.kind === 'decline' && <DeclineDialog request={handling.request} onClose={close} />}
      {handling?.kind === 'erase' && <EraseDialog request={handling.request} onClose={close} />}
    </div>
  );
}
