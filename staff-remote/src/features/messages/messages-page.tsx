import { MESSAGE_STATUSES } from 'shared/contract/staff';
import type { MessageListItem } from 'shared/contract/staff-inbox-responses';
import { formatDateIn } from 'shared/format/date';
import { Link } from 'shared/routing/router';
import { staffScreen } from '../../app/staff-paths';
import type { ListColumn } from '../../ui/lists/list-table';
import type { ListFilter } from '../../ui/lists/list-toolbar';
import { KeysetListView } from '../../ui/lists/keyset-list-view';
import { StatusBadge } from '../../ui/lists/status-badge';
import { useKeysetList } from '../../ui/lists/use-keyset-list';
import { MESSAGE_STATUS_LABELS } from './message-status';
import { useAssigneesQuery, useMessagesQuery } from './messages-api';
import '../../ui/records/inbox.css';

type MessageFilter = 'status' | 'assigneeId';

const COLUMNS: Array<ListColumn<MessageListItem>> = [
  {
    id: 'name',
    header: 'From',
    sortKey: 'name',
    rowHeader: true,
    cell: (message) => <Link to={staffScreen.message(message.id)}>{message.name}</Link>,
  },
  {
    id: 'contact',
    header: 'Contact',
    cell: (message) => (
      <span className="inbox-stack">
        <span>{message.email}</span>
        <span>{message.contactNumber}</span>
      </span>
    ),
  },
  {
    id: 'excerpt',
    header: 'Message',
    cell: (message) => <span className="inbox-excerpt">{message.excerpt}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (message) => <StatusBadge status={message.status} label={MESSAGE_STATUS_LABELS[message.status]} />,
  },
  {
    id: 'assignee',
    header: 'Assigned to',
    cell: (message) => message.assignee?.name ?? <span className="inbox-muted">Nobody</span>,
  },
  {
    id: 'received',
    header: 'Received',
    sortKey: 'createdAt',
    firstDir: 'desc',
    cell: (message) => <time dateTime={message.createdAt}>{formatDateIn(message.createdAt)}</time>,
  },
];

/** /staff/messages: the contact messages, newest first, searchable, by status and assignee. */
export function MessagesPage() {
  const list = useKeysetList<MessageFilter>({
    sorts: ['createdAt', 'name', 'status'],
    defaultSort: 'createdAt',
    defaultDir: 'desc',
    filters: ['status', 'assigneeId'],
  });
  const result = useMessagesQuery(list.args);
  const assignees = useAssigneesQuery();
  const filters: Array<ListFilter<MessageFilter>> = [
    {
      name: 'status',
      label: 'Status',
      allLabel: 'Any status',
      options: MESSAGE_STATUSES.map((status) => ({ value: status, label: MESSAGE_STATUS_LABELS[status] })),
    },
    {
      name: 'assigneeId',
      label: 'Assigned to',
      allLabel: 'Anyone or nobody',
      options: [
        { value: 'none', label: 'Nobody yet' },
        ...(assignees.data?.items ?? []).map((member) => ({ value: String(member.id), label: member.name })),
      ],
    },
  ];
  return (
    <div className="staff-page">
      <h1>Messages</h1>
      <p className="inbox-intro">
        What visitors sent from the contact page. Open one to reply, assign or close it.
      </p>
      <KeysetListView
        list={list}
        result={result}
        searchLabel="Search messages"
        searchHint="Name, email, contact number or words in the message"
        filters={filters}
        caption="Contact messages"
        columns={COLUMNS}
        rowKey={(message) => message.id}
        empty={{ filtered: 'No messages match.', none: 'No messages yet.' }}
        pagerLabel="Message pages"
      />
    </div>
  );
}
