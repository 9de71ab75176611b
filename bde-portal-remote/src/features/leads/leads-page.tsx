import { useId, useState, type FormEvent } from 'react';
import type { BdeLead } from 'shared/contract/bde-portal-responses';
import { LEAD_STATUSES, type LeadStatus } from 'shared/contract/staff';
import { formatDateIn } from 'shared/format/date';
import { Link } from 'shared/routing/router';
import { DataTable, type Column } from '../../ui/data-table';
import { OwnCode } from '../../app/own-code';
import { PORTAL_SECTIONS, portalPath } from '../../app/portal-sections';
import { QueryView } from '../../ui/query-view';
import { StatusBadge } from '../../ui/status-badge';
import { statusLabel } from '../../ui/status-label';
import { ClientsTable } from './clients-table';
import { useBdeLeadsInfiniteQuery, type LeadSearch } from './leads-api';

const LEAD_COLUMNS: Column<BdeLead>[] = [
  { header: 'Company', cell: (lead) => lead.companyName },
  { header: 'Contact', cell: (lead) => lead.contactPerson },
  { header: 'Phone', cell: (lead) => <a href={`tel:${lead.mobile}`}>{lead.mobile}</a> },
  { header: 'Services', cell: (lead) => lead.services.join(', ') },
  { header: 'Source', cell: (lead) => lead.reference || 'Not given' },
  { header: 'Status', cell: (lead) => <StatusBadge status={lead.status} /> },
  { header: 'Next follow-up', cell: (lead) => (lead.nextFollowUp ? formatDateIn(lead.nextFollowUp) : '—') },
  { header: 'Added', cell: (lead) => formatDateIn(lead.createdDate) },
];

function LeadSearchForm({ onSearch }: { onSearch: (q: string, status: LeadStatus | '') => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q, status);
  };
  return (
    <form className="list-search" role="search" aria-label="Leads" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-q`}>Search</label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          maxLength={100}
          placeholder="Company, contact, email or phone"
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus | '')}
        >
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}

function LeadList({ search }: { search: LeadSearch }) {
  const leads = useBdeLeadsInfiniteQuery(search);
  const rows = leads.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(search.q.trim() || search.status);
  return (
    <QueryView query={leads} what="your leads">
      {() => (
        <>
          <DataTable
            caption="Leads"
            columns={LEAD_COLUMNS}
            rows={rows}
            rowKey={(lead) => String(lead.id)}
            empty={
              rows.length === 0 &&
              (filtered
                ? 'No lead matches this search.'
                : 'No leads yet. Leads you send with the client form while signed in, and leads our team assigns to you, appear here.')
            }
          />
          {leads.hasNextPage && (
            <button
              type="button"
              className="button"
              disabled={leads.isFetchingNextPage}
              onClick={() => void leads.fetchNextPage()}
            >
              {leads.isFetchingNextPage ? 'Loading…' : 'Show more leads'}
            </button>
          )}
        </>
      )}
    </QueryView>
  );
}

/** /bdedetails/leads: the BDE's own leads, searchable and filtered by status, then their clients. */
export function LeadsPage() {
  const [search, setSearch] = useState<{ q: string; status: LeadStatus | '' }>({ q: '', status: '' });
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="leads-title">
          <h2 id="leads-title">Leads & Clients</h2>
          <h3>Leads</h3>
          <LeadSearchForm onSearch={(q, status) => setSearch({ q, status })} />
          <LeadList search={{ bdeCode, ...search }} />
          <p>
            <Link to={portalPath(PORTAL_SECTIONS.leadsPieChart)}>
              See your leads by status, as a pie chart
            </Link>
          </p>
          <h3>Clients</h3>
          <ClientsTable bdeCode={bdeCode} />
        </section>
      )}
    </OwnCode>
  );
}
