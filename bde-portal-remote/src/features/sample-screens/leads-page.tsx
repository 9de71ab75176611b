import { Link } from 'shared/routing/router';
import { formatDateIn } from 'shared/format/date';
import { PORTAL_SECTIONS, portalPath } from '../portal/portal-sections';
import { SamplePage, StatusBadge } from './sample-page';
import { SAMPLE_CLIENTS, SAMPLE_LEADS } from './sample-rows';
import { TableScroll } from '../portal/table-scroll';

/** /bdedetails/leads: example leads (New, Contacted) and clients. */
export function LeadsPage() {
  return (
    <SamplePage id="leads-title" heading="Leads & Clients">
      <h3>Leads</h3>
      <TableScroll label="Leads (sample)">
        <table className="data-table">
          <caption className="visually-hidden">Leads (sample)</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Company</th>
              <th scope="col">Source</th>
              <th scope="col">Phone</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_LEADS.map((lead) => (
              <tr key={lead.name}>
                <th scope="row">{lead.name}</th>
                <td>{lead.company}</td>
                <td>{lead.source}</td>
                <td>{lead.phone}</td>
                <td>
                  <StatusBadge status={lead.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>
        <Link to={portalPath(PORTAL_SECTIONS.leadsPieChart)}>See where leads come from, as a pie chart</Link>
      </p>
      <h3>Clients</h3>
      <TableScroll label="Clients (sample)">
        <table className="data-table">
          <caption className="visually-hidden">Clients (sample)</caption>
          <thead>
            <tr>
              <th scope="col">Company</th>
              <th scope="col">Contact</th>
              <th scope="col">Service</th>
              <th scope="col">Client since</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_CLIENTS.map((client) => (
              <tr key={client.company}>
                <th scope="row">{client.company}</th>
                <td>{client.contact}</td>
                <td>{client.service}</td>
                <td>{formatDateIn(client.since)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </SamplePage>
  );
}
