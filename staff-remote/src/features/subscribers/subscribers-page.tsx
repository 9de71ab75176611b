import { useRef, useState } from 'react';
import { RETENTION_DAYS } from 'shared/contract/retention';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { SubscriberListItem } from 'shared/contract/staff-subscriber-responses';
import { useAppDispatch } from 'shared/store/hooks';
import { staffApi } from '../../app/staff-api';
import { formatWhen } from '../../ui/records/when';
import type { ListColumn } from '../../ui/lists/list-table';
import { KeysetListView } from '../../ui/lists/keyset-list-view';
import { listUrl, useKeysetList } from '../../ui/lists/use-keyset-list';
import { hasAccess, useStaffMember } from '../../app/session/use-staff-member';
import { RemoveSubscriberDialog } from './remove-subscriber-dialog';
import { SendNewsletterForm } from './send-newsletter-form';
import { useSubscribersQuery } from './subscribers-api';
import { closeThenFocus } from 'shared/ui/modal-dialog';
import './subscribers.css';

/**
 * /staff/subscribers: the newsletter's addresses, searchable; remove one, or export the confirmed ones
 * as CSV. Admins also send a newsletter from here.
 */
export function SubscribersPage() {
  const dispatch = useAppDispatch();
  const admin = hasAccess(useStaffMember(), 'admin');
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useKeysetList({ sorts: ['createdAt', 'email'], defaultSort: 'createdAt', defaultDir: 'desc' });
  const result = useSubscribersQuery(list.args);
  const [removing, setRemoving] = useState<SubscriberListItem | null>(null);

  const columns: Array<ListColumn<SubscriberListItem>> = [
    {
      id: 'email',
      header: 'Email address',
      sortKey: 'email',
      rowHeader: true,
      cell: (row) => row.emailAddress,
    },
    {
      id: 'subscribed',
      header: 'Subscribed',
      sortKey: 'createdAt',
      firstDir: 'desc',
      cell: (row) => <time dateTime={row.subscribedAt}>{formatWhen(row.subscribedAt)}</time>,
    },
    {
      id: 'confirmed',
      header: 'Confirmed',
      cell: (row) =>
        row.confirmedAt ? (
          <time dateTime={row.confirmedAt}>{formatWhen(row.confirmedAt)}</time>
        ) : (
          <span className="staff-hint">Waiting for confirmation</span>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <button type="button" className="staff-button staff-button--quiet" onClick={() => setRemoving(row)}>
          Remove<span className="visually-hidden"> {row.emailAddress}</span>
        </button>
      ),
    },
  ];

  function closeDialog(removed: boolean) {
    // The row is gone after a removal: focus goes to the page's heading instead of its button.
    if (removed) closeThenFocus(() => setRemoving(null), heading.current);
    else setRemoving(null);
  }

  const exportHref = listUrl(STAFF_PATHS.subscribersCsv, list.q ? { q: list.q } : {});
  return (
    <div className="staff-page">
      <h1 ref={heading} tabIndex={-1}>
        Subscribers
      </h1>
      <p className="subscribers-intro">
        The addresses that signed up for the newsletter in the site&rsquo;s footer. Each gets newsletters only
        once it has confirmed by the link emailed to it; an address nobody confirms is deleted after{' '}
        {RETENTION_DAYS.unconfirmedSubscriptions} days.
      </p>
      {admin && <SendNewsletterForm />}
      <KeysetListView
        list={list}
        result={result}
        searchLabel="Search subscribers"
        searchHint="Any part of the email address"
        caption="Newsletter subscribers"
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ filtered: 'No subscribers match.', none: 'Nobody has subscribed yet.' }}
        pagerLabel="Subscriber pages"
      >
        <div className="subscribers-export">
          <a
            className="staff-button staff-button--quiet"
            href={exportHref}
            download
            onClick={() => dispatch(staffApi.util.invalidateTags(['StaffAudit']))}
          >
            {list.q ? 'Export these as CSV' : 'Export all as CSV'}
          </a>
          <span className="staff-hint">
            {list.q ? `Every confirmed address matching “${list.q}”` : 'Every confirmed subscriber'}, in one
            file. Each export is recorded in the audit log.
          </span>
        </div>
      </KeysetListView>
      {removing && <RemoveSubscriberDialog subscriber={removing} onClose={closeDialog} />}
    </div>
  );
}
