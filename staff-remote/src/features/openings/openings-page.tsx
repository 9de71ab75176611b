import { EMPLOYMENT_TYPE_LABELS, OPENING_STATUSES } from 'shared/contract/careers';
import type { StaffOpeningListItem } from 'shared/contract/staff-opening-responses';
import { locationText } from 'shared/contract/careers-view';
import { formatDateIn } from 'shared/format/date';
import { Link } from 'shared/routing/router';
import { STAFF_SCREENS, staffScreen } from '../../app/staff-paths';
import { KeysetListView } from '../../ui/lists/keyset-list-view';
import type { ListColumn } from '../../ui/lists/list-table';
import { StatusBadge } from '../../ui/lists/status-badge';
import { useKeysetList } from '../../ui/lists/use-keyset-list';
import { OPENING_STATUS_LABELS, openingState } from './opening-labels';
import { useOpeningsQuery } from './openings-api';
import '../../ui/records/inbox.css';
import './openings.css';

const COLUMNS: Array<ListColumn<StaffOpeningListItem>> = [
  {
    id: 'title',
    header: 'Title',
    sortKey: 'title',
    rowHeader: true,
    cell: (opening) => <Link to={staffScreen.opening(opening.id)}>{opening.title}</Link>,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (opening) => {
      const state = openingState(opening);
      return <StatusBadge status={state.key} label={state.label} />;
    },
  },
  {
    id: 'type',
    header: 'Type',
    cell: (opening) => EMPLOYMENT_TYPE_LABELS[opening.employmentType],
  },
  { id: 'location', header: 'Location', cell: (opening) => locationText(opening) },
  {
    id: 'applications',
    header: 'Applications',
    numeric: true,
    cell: (opening) => {
      const applications = opening.applications.toLocaleString('en-IN');
      return (
        <Link
          to={staffScreen.applications({ openingId: opening.id })}
          aria-label={`${applications} ${opening.applications === 1 ? 'application' : 'applications'} to ${opening.title}`}
        >
          {applications}
        </Link>
      );
    },
  },
  {
    id: 'closes',
    header: 'Last day',
    cell: (opening) =>
      opening.closesOn ? (
        <time dateTime={opening.closesOn}>{formatDateIn(opening.closesOn)}</time>
      ) : (
        <span className="inbox-muted">None</span>
      ),
  },
  {
    id: 'changed',
    header: 'Changed',
    sortKey: 'updatedAt',
    firstDir: 'desc',
    cell: (opening) => <time dateTime={opening.updatedAt}>{formatDateIn(opening.updatedAt)}</time>,
  },
];

/** /staff/openings: every opening, drafts and closed ones too, most recently changed first. */
export function OpeningsPage() {
  const list = useKeysetList<'status'>({
    sorts: ['updatedAt', 'createdAt', 'title'],
    defaultSort: 'updatedAt',
    defaultDir: 'desc',
    filters: ['status'],
  });
  const result = useOpeningsQuery(list.args);
  return (
    <div className="staff-page">
      <div className="openings-heading">
        <h1>Openings</h1>
        <Link className="staff-button" to={STAFF_SCREENS.newOpening}>
          New opening
        </Link>
      </div>
      <p className="inbox-intro">
        The roles on the careers page. A new opening is a draft until it is published; a closed one leaves the
        page.
      </p>
      <KeysetListView
        list={list}
        result={result}
        searchLabel="Search openings"
        searchHint="Words in the title"
        filters={[
          {
            name: 'status',
            label: 'Status',
            allLabel: 'Any status',
            options: OPENING_STATUSES.map((status) => ({
              value: status,
              label: OPENING_STATUS_LABELS[status],
            })),
          },
        ]}
        caption="Openings"
        columns={COLUMNS}
        rowKey={(opening) => opening.id}
        empty={{ filtered: 'No openings match.', none: 'No openings yet.' }}
        pagerLabel="Opening pages"
      />
    </div>
  );
}
