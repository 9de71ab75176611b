import { Link } from 'shared/routing/router';
import { formatDateIn } from 'shared/format/date';
import { PORTAL_SECTIONS, portalPath } from '../portal/portal-sections';
import { SamplePage, StatusBadge } from './sample-page';
import { SAMPLE_CLIENTS, SAMPLE_LEADS, type SampleClient, type SampleLead } from './sample-rows';
import { DataTable, type Column } from '../portal/data-table';

const LEAD_COLUMNS: Column<SampleLead>[] = [
  { header: 'Name', cell: (lead) => lead.name },
  { header: 'Company', cell: (lead) => lead.company },
  { header: 'Source', cell: (lead) => lead.source },
  { header: 'Phone', cell: (lead) => lead.phone },
  { header: 'Status', cell: (lead) => <StatusBadge status={lead.status} /> },
];

const CLIENT_COLUMNS: Column<SampleClient>[] = [
  { header: 'Company', cell: (client) => client.company },
  { header: 'Contact', cell: (client) => client.contact },
  { header: 'Service', cell: (client) => client.service },
  { header: 'Client since', cell: (client) => formatDateIn(client.since) },
];

/** /bdedetails/leads: example leads (New, Contacted) and clients. */
export function LeadsPage() {
  return (
    <SamplePage id="leads-title" heading="Leads & Clients">
      <h3>Leads</h3>
      <DataTable caption="Leads (sample)" columns={LEAD_COLUMNS} rows={SAMPLE_LEADS} />
      <p>
        <Link to={portalPath(PORTAL_SECTIONS.leadsPieChart)}>See where leads come from, as a pie chart</Link>
      </p>
      <h3>Clients</h3>
      <DataTable caption="Clients (sample)" columns={CLIENT_COLUMNS} rows={SAMPLE_CLIENTS} />
    </SamplePage>
  );
}
