import { CLIENT_SERVICE_NAMES } from 'shared/contract/client-info';
import { LEAD_STATUSES } from 'shared/contract/staff';
import type { LeadListItem } from 'shared/contract/staff-inbox-responses';
import { formatDateIn } from 'shared/format/date';
import { Link } from 'shared/routing/router';
import { staffScreen } from '../../app/staff-paths';
import type { ListColumn } from '../../ui/lists/list-table';
import type { ListFilter } from '../../ui/lists/list-toolbar';
import { KeysetListView } from '../../ui/lists/keyset-list-view';
import { StatusBadge } from '../../ui/lists/status-badge';
import { useKeysetList } from '../../ui/lists/use-keyset-list';
import { BdeCodeFilter } from '../../ui/lists/bde-code-filter';
import { LEADS_BY_BDE } from './leads-by-bde';
import { LEAD_STATUS_LABELS, companyOf } from './lead-labels';
import { useLeadsQuery } from './leads-api';
import { PipelineSummary } from './pipeline-summary';
import '../../ui/records/inbox.css';

type LeadFilter = 'status' | 'service' | 'bdeCode';

const COLUMNS: Array<ListColumn<LeadListItem>> = [
  {
    id: 'company',
    header: 'Company',
    sortKey: 'companyName',
    rowHeader: true,
    cell: (lead) => <Link to={staffScreen.lead(lead.id)}>{companyOf(lead)}</Link>,
  },
  {
    id: 'contact',
    header: 'Contact',
    cell: (lead) => (
      <span className="inbox-stack">
        <span>{lead.contactPerson || <span className="inbox-muted">No name given</span>}</span>
        <span>{lead.email}</span>
        <span>{lead.mobile}</span>
      </span>
    ),
  },
  {
    id: 'services',
    header: 'Services',
    cell: (lead) =>
      lead.servicesRequired.length ? (
        <ul className="inbox-services">
          {lead.servicesRequired.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      ) : (
        <span className="inbox-muted">None chosen</span>
      ),
  },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (lead) => <StatusBadge status={lead.status} label={LEAD_STATUS_LABELS[lead.status]} />,
  },
  {
    id: 'bde',
    header: 'BDE',
    cell: (lead) =>
      lead.bde ? (
        <span className="inbox-stack">
          <span>{lead.bde.bdeCode}</span>
          <span>{lead.bde.fullName}</span>
        </span>
      ) : (
        <span className="inbox-muted">No BDE yet</span>
      ),
  },
  {
    id: 'received',
    header: 'Received',
    sortKey: 'createdAt',
    firstDir: 'desc',
    cell: (lead) => <time dateTime={lead.createdAt}>{formatDateIn(lead.createdAt)}</time>,
  },
];

const FILTERS: Array<ListFilter<LeadFilter>> = [
  {
    name: 'status',
    label: 'Status',
    allLabel: 'Every step',
    options: LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
  },
  {
    name: 'service',
    label: 'Service asked for',
    allLabel: 'Any service',
    options: CLIENT_SERVICE_NAMES.map((service) => ({ value: service, label: service })),
  },
];

/** /staff/leads: the client-information leads as a pipeline, by status, service and BDE. */
export function LeadsPage() {
  const list = useKeysetList<LeadFilter>({
    sorts: ['createdAt', 'companyName', 'status'],
    defaultSort: 'createdAt',
    defaultDir: 'desc',
    filters: ['status', 'service', 'bdeCode'],
  });
  const result = useLeadsQuery(list.args);
  return (
    <div className="staff-page">
      <h1>Leads</h1>
      <p className="inbox-intro">
        Companies that filled in the client information form. Assign each to a BDE and move it along the
        pipeline; the counts are for all leads.
      </p>
      <PipelineSummary
        current={list.filters.status}
        onChoose={(status) => list.setFilter('status', status)}
      />
      <KeysetListView
        list={list}
        result={result}
        searchLabel="Search leads"
        searchHint="Company, contact person, email or mobile"
        filters={FILTERS}
        caption="Leads"
        columns={COLUMNS}
        rowKey={(lead) => lead.id}
        empty={{ filtered: 'No leads match.', none: 'No leads yet.' }}
        pagerLabel="Lead pages"
      >
        <BdeCodeFilter
          value={list.filters.bdeCode}
          onChange={(code) => list.setFilter('bdeCode', code)}
          words={LEADS_BY_BDE}
        />
      </KeysetListView>
    </div>
  );
}
