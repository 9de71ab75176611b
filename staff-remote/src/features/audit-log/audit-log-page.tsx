import { useId } from 'react';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import type { AuditEntry } from 'shared/contract/staff-audit-responses';
import { Link } from 'shared/routing/router';
import { staffScreen } from '../../app/staff-paths';
import { formatWhen } from '../../ui/records/when';
import type { ListColumn } from '../../ui/lists/list-table';
import type { ListFilter } from '../../ui/lists/list-toolbar';
import { KeysetListView } from '../../ui/lists/keyset-list-view';
import { useKeysetList, type KeysetList } from '../../ui/lists/use-keyset-list';
import { ACTION_LABELS, actionLabel } from './audit-actions';
import { AuditDetail } from './audit-detail';
import { useAuditLogQuery, useAuditStaffOptionsQuery } from './audit-log-api';
import './audit-log.css';

type AuditFilter = 'staffId' | 'action' | 'from' | 'to';

function Target({ entry }: { entry: AuditEntry }) {
  if (!entry.targetType) return <span className="audit-muted">None</span>;
  if (entry.targetType === 'partner' && entry.targetId) {
    return <Link to={staffScreen.partner(entry.targetId)}>Partner {entry.targetId}</Link>;
  }
  return (
    <>
      {entry.targetType.charAt(0).toUpperCase() + entry.targetType.slice(1)}
      {entry.targetId ? ` ${entry.targetId}` : ''}
    </>
  );
}

const COLUMNS: Array<ListColumn<AuditEntry>> = [
  {
    id: 'when',
    header: 'When',
    sortKey: 'createdAt',
    firstDir: 'desc',
    rowHeader: true,
    cell: (entry) => <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>,
  },
  {
    id: 'who',
    header: 'Who',
    cell: (entry) => entry.staff?.name ?? <span className="audit-muted">No staff member</span>,
  },
  {
    id: 'action',
    header: 'What',
    cell: (entry) => (
      <span className="audit-action">
        <span>{actionLabel(entry.action)}</span>
        <code>{entry.action}</code>
      </span>
    ),
  },
  { id: 'target', header: 'On', cell: (entry) => <Target entry={entry} /> },
  { id: 'detail', header: 'Detail', cell: (entry) => <AuditDetail detail={entry.detail} /> },
  { id: 'address', header: 'From address', cell: (entry) => <code>{entry.ipAddress}</code> },
];

/** From and To: whole days in India, both included. */
function DayFilters({ list }: { list: KeysetList<AuditFilter> }) {
  const id = useId();
  const today = todayInIndia();
  return (
    <div className="staff-toolbar audit-days">
      {(
        [
          ['from', 'From'],
          ['to', 'To'],
        ] as const
      ).map(([name, label]) => (
        <div key={name} className="staff-toolbar__filter">
          <label htmlFor={`${id}-${name}`}>{label}</label>
          <input
            id={`${id}-${name}`}
            type="date"
            value={list.filters[name]}
            max={today}
            min={name === 'to' ? list.filters.from || undefined : undefined}
            onChange={(event) => list.setFilter(name, event.target.value)}
          />
        </div>
      ))}
    </div>
  );
}

/** /staff/audit (admins): who did what, when and from where, newest first, filterable. */
export function AuditLogPage() {
  const list = useKeysetList<AuditFilter>({
    sorts: ['createdAt'],
    defaultSort: 'createdAt',
    defaultDir: 'desc',
    filters: ['staffId', 'action', 'from', 'to'],
  });
  // Read again on every visit: what happened since is the point of the page.
  const result = useAuditLogQuery(list.args, { refetchOnMountOrArgChange: true });
  const members = useAuditStaffOptionsQuery();
  const filters: Array<ListFilter<AuditFilter>> = [
    {
      name: 'staffId',
      label: 'Staff member',
      allLabel: 'Anyone',
      options: (members.data?.items ?? []).map((member) => ({
        value: String(member.id),
        label: member.name,
      })),
    },
    {
      name: 'action',
      label: 'Action',
      allLabel: 'Any action',
      options: Object.entries(ACTION_LABELS).map(([action, label]) => ({ value: action, label })),
    },
  ];
  return (
    <div className="staff-page">
      <h1>Audit log</h1>
      <p className="audit-intro">
        Every staff sign-in, every document opened and every change, with who did it, when and from which
        address. Nothing here can be changed or deleted.
      </p>
      <KeysetListView
        list={list}
        result={result}
        searchLabel="Search the log"
        searchHint="Action, what it was done to, or address"
        filters={filters}
        caption="Audit log"
        columns={COLUMNS}
        rowKey={(entry) => entry.id}
        empty={{ filtered: 'Nothing in the log matches.', none: 'Nothing has been recorded yet.' }}
        pagerLabel="Audit log pages"
      >
        <DayFilters list={list} />
      </KeysetListView>
    </div>
  );
}
