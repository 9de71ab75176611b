import { REVIEW_STATUSES } from 'shared/contract/staff';
import type { PartnerListItem } from 'shared/contract/staff-partner-responses';
import { formatDateIn } from 'shared/format/date';
import { Link } from 'shared/routing/router';
import { staffScreen } from '../../app/staff-paths';
import type { ListColumn } from '../../ui/lists/list-table';
import type { ListFilter } from '../../ui/lists/list-toolbar';
import { KeysetListView } from '../../ui/lists/keyset-list-view';
import { StatusBadge } from '../../ui/lists/status-badge';
import { useKeysetList } from '../../ui/lists/use-keyset-list';
import { usePartnersQuery } from './partners-api';
import { REVIEW_STATUS_LABELS } from './review-status';
import './partners.css';

type PartnerFilter = 'reviewStatus';

const COLUMNS: Array<ListColumn<PartnerListItem>> = [
  {
    id: 'name',
    header: 'Name',
    sortKey: 'name',
    rowHeader: true,
    cell: (partner) => <Link to={staffScreen.partner(partner.bdeCode)}>{partner.fullName}</Link>,
  },
  { id: 'code', header: 'BDE code', sortKey: 'bdeCode', cell: (partner) => partner.bdeCode },
  {
    id: 'contact',
    header: 'Contact',
    cell: (partner) => (
      <span className="partners-stack">
        <span>{partner.email}</span>
        <span>{partner.mobileNumber}</span>
      </span>
    ),
  },
  { id: 'place', header: 'District', cell: (partner) => `${partner.district}, ${partner.state}` },
  {
    id: 'review',
    header: 'Documents',
    sortKey: 'reviewStatus',
    cell: (partner) => (
      <StatusBadge status={partner.reviewStatus} label={REVIEW_STATUS_LABELS[partner.reviewStatus]} />
    ),
  },
  {
    id: 'registered',
    header: 'Registered',
    sortKey: 'createdAt',
    firstDir: 'desc',
    cell: (partner) => <time dateTime={partner.createdAt}>{formatDateIn(partner.createdAt)}</time>,
  },
];

const FILTERS: Array<ListFilter<PartnerFilter>> = [
  {
    name: 'reviewStatus',
    label: 'Documents',
    allLabel: 'Any review state',
    options: REVIEW_STATUSES.map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] })),
  },
];

/** /staff/partners: the BDEs, newest first, searchable, by where their document review stands. */
export function PartnersPage() {
  const list = useKeysetList<PartnerFilter>({
    sorts: ['createdAt', 'name', 'bdeCode', 'reviewStatus'],
    defaultSort: 'createdAt',
    defaultDir: 'desc',
    filters: ['reviewStatus'],
  });
  const result = usePartnersQuery(list.args);
  return (
    <div className="staff-page">
      <h1>Partners</h1>
      <p className="partners-intro">
        Business Development Executives who registered. Open one to review their identity documents and record
        their business.
      </p>
      <KeysetListView
        list={list}
        result={result}
        searchLabel="Search partners"
        searchHint="Name, BDE code, user name, email or mobile number"
        filters={FILTERS}
        caption="Partners"
        columns={COLUMNS}
        rowKey={(partner) => partner.bdeCode}
        empty={{ filtered: 'No partners match.', none: 'No partners have registered yet.' }}
        pagerLabel="Partner pages"
      />
    </div>
  );
}
