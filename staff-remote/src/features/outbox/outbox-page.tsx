import { OUTBOX_STATUSES } from 'shared/contract/staff';
import type { OutboxListItem } from 'shared/contract/staff-outbox-responses';
import { Link } from 'shared/routing/router';
import { staffScreen } from '../../app/staff-paths';
import { formatWhen } from '../../ui/records/when';
import type { ListColumn } from '../../ui/lists/list-table';
import { KeysetListView } from '../../ui/lists/keyset-list-view';
import { StatusBadge } from '../../ui/lists/status-badge';
import { useKeysetList } from '../../ui/lists/use-keyset-list';
import { DeliveryNotice } from './delivery-notice';
import { useOutboxQuery } from './outbox-api';
import { OUTBOX_STATUS_LABELS } from './outbox-labels';
import './outbox.css';

const when = (iso: string) => <time dateTime={iso}>{formatWhen(iso)}</time>;

/** What became of the email, or what comes next. */
function Outcome({ email }: { email: OutboxListItem }) {
  if (email.sentAt) return when(email.sentAt);
  if (email.nextAttemptAt && email.attempts > 0) return <>Next try {when(email.nextAttemptAt)}</>;
  if (email.status === 'failed') return <span className="outbox-muted">Given up</span>;
  return <span className="outbox-muted">Not tried yet</span>;
}

const COLUMNS: Array<ListColumn<OutboxListItem>> = [
  {
    id: 'subject',
    header: 'Subject',
    rowHeader: true,
    cell: (email) => <Link to={staffScreen.outboxEmail(email.id)}>{email.subject}</Link>,
  },
  { id: 'to', header: 'To', cell: (email) => <span className="outbox-address">{email.toAddress}</span> },
  { id: 'template', header: 'Template', cell: (email) => <code>{email.template}</code> },
  {
    id: 'status',
    header: 'Status',
    cell: (email) => <StatusBadge status={email.status} label={OUTBOX_STATUS_LABELS[email.status]} />,
  },
  { id: 'attempts', header: 'Attempts', numeric: true, cell: (email) => email.attempts },
  {
    id: 'queued',
    header: 'Queued',
    sortKey: 'createdAt',
    firstDir: 'desc',
    cell: (email) => when(email.createdAt),
  },
  { id: 'outcome', header: 'Sent', cell: (email) => <Outcome email={email} /> },
];

/** /staff/outbox (admins): every email the site queued, sent or waiting, newest first. */
export function OutboxPage() {
  const list = useKeysetList<'status'>({
    sorts: ['createdAt'],
    defaultSort: 'createdAt',
    defaultDir: 'desc',
    filters: ['status'],
  });
  const result = useOutboxQuery(list.args, { refetchOnMountOrArgChange: true });
  return (
    <div className="staff-page">
      <h1>Outbox</h1>
      <p className="outbox-intro">
        Every email the site wrote, in the order it wrote them: reset links, acknowledgements, notices to
        staff. Opening one is recorded in the audit log.
      </p>
      <DeliveryNotice delivery={result.data?.delivery} />
      <KeysetListView
        list={list}
        result={result}
        searchLabel="Search emails"
        searchHint="Any part of the address or the subject"
        filters={[
          {
            name: 'status',
            label: 'Status',
            allLabel: 'Any status',
            options: OUTBOX_STATUSES.map((status) => ({
              value: status,
              label: OUTBOX_STATUS_LABELS[status],
            })),
          },
        ]}
        caption="Emails"
        columns={COLUMNS}
        rowKey={(email) => email.id}
        empty={{ filtered: 'No emails match.', none: 'The site has not written an email yet.' }}
        pagerLabel="Email pages"
      />
    </div>
  );
}
