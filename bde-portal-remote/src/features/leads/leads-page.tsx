import { useId, useState, type FormEvent } from 'react';
import type { BdeLead } from 'shared/contract/bde-portal-responses';
import { LEAD_STATUSES, type LeadStatus } from 'shared/contract/staff';
import type { Translate } from 'shared/i18n/text';
import { Link } from 'shared/routing/router';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { serviceName, statusName, WorkStatusBadge } from '../../i18n/work/work-names';
import { DataTable, type Column } from '../../ui/data-table';
import { OwnCode } from '../../app/own-code';
import { PORTAL_SECTIONS, portalPath } from '../../app/portal-sections';
import { QueryView } from '../../ui/query-view';
import { ClientsTable } from './clients-table';
import { useBdeLeadsInfiniteQuery, type LeadSearch } from './leads-api';

function leadColumns(t: Translate, date: (value: string) => string): Column<BdeLead>[] {
  const service = serviceName(t);
  return [
    { header: t('Company'), cell: (lead) => lead.companyName },
    { header: t('Contact'), cell: (lead) => lead.contactPerson },
    { header: t('Phone'), cell: (lead) => <a href={`tel:${lead.mobile}`}>{lead.mobile}</a> },
    { header: t('Services'), cell: (lead) => lead.services.map(service).join(', ') },
    {
      header: t('Source'),
      cell: (lead) => (lead.viaLink ? t('Your personal link') : lead.reference || t('Not given')),
    },
    { header: t('Status'), cell: (lead) => <WorkStatusBadge status={lead.status} /> },
    { header: t('Next follow-up'), cell: (lead) => (lead.nextFollowUp ? date(lead.nextFollowUp) : '—') },
    { header: t('Added'), cell: (lead) => date(lead.createdDate) },
  ];
}

function LeadSearchForm({ onSearch }: { onSearch: (q: string, status: LeadStatus | '') => void }) {
  const id = useId();
  const t = useBdeText();
  const name = statusName(t);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q, status);
  };
  return (
    <form className="list-search" role="search" aria-label={t('Leads')} onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('Search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          maxLength={100}
          placeholder={t('Company, contact, email or phone')}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('Status')}</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus | '')}
        >
          <option value="">{t('All statuses')}</option>
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {name(value)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {t('Search')}
      </button>
    </form>
  );
}

function LeadList({ search }: { search: LeadSearch }) {
  const t = useBdeText();
  const { date } = useWorkFormat();
  const leads = useBdeLeadsInfiniteQuery(search);
  const rows = leads.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(search.q.trim() || search.status);
  return (
    <QueryView query={leads} what={t('your leads')} logAs="your leads">
      {() => (
        <>
          <DataTable
            caption={t('Leads')}
            columns={leadColumns(t, date)}
            rows={rows}
            rowKey={(lead) => String(lead.id)}
            empty={
              rows.length === 0 &&
              (filtered
                ? t('No lead matches this search.')
                : t(
                    'No leads yet. Leads you send with the client form while signed in, and leads our team assigns to you, appear here.',
                  ))
            }
          />
          {leads.hasNextPage && (
            <button
              type="button"
              className="button"
              disabled={leads.isFetchingNextPage}
              onClick={() => void leads.fetchNextPage()}
            >
              {leads.isFetchingNextPage ? t('Loading…') : t('Show more leads')}
            </button>
          )}
        </>
      )}
    </QueryView>
  );
}

/** /bdedetails/leads: the BDE's own leads, searchable and filtered by status, then their clients. */
export function LeadsPage() {
  const t = useBdeText();
  const [search, setSearch] = useState<{ q: string; status: LeadStatus | '' }>({ q: '', status: '' });
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="leads-title">
          <h2 id="leads-title">{t('Leads & Clients')}</h2>
          <h3>{t('Leads')}</h3>
          <p>
            <Link className="button" to={portalPath(PORTAL_SECTIONS.clientForm)}>
              {t('Add a lead with the client form')}
            </Link>
          </p>
          <LeadSearchForm onSearch={(q, status) => setSearch({ q, status })} />
          <LeadList search={{ bdeCode, ...search }} />
          <p>
            <Link to={portalPath(PORTAL_SECTIONS.leadsPieChart)}>
              {t('See your leads by status, as a pie chart')}
            </Link>
          </p>
          <h3>{t('Clients')}</h3>
          <ClientsTable bdeCode={bdeCode} />
        </section>
      )}
    </OwnCode>
  );
}
