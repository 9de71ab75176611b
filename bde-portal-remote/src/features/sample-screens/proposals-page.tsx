import { Link } from 'shared/routing/router';
import { formatDateIn } from 'shared/format/date';
import { formatInr } from 'shared/format/inr';
import { PORTAL_SECTIONS, portalPath } from '../portal/portal-sections';
import { SamplePage, StatusBadge } from './sample-page';
import { SAMPLE_PROPOSALS } from './sample-rows';
import { TableScroll } from '../portal/table-scroll';

/** /bdedetails/proposals: example proposals (Open, Closed). The BDE's real counts are on the dashboard. */
export function ProposalsPage() {
  return (
    <SamplePage id="proposals-title" heading="Proposals">
      <p>
        Your real numbers of proposals sent and accepted are on your{' '}
        <Link to={portalPath(PORTAL_SECTIONS.dashboard)}>dashboard</Link>.
      </p>
      <TableScroll label="Proposals (sample)">
        <table className="data-table">
          <caption className="visually-hidden">Proposals (sample)</caption>
          <thead>
            <tr>
              <th scope="col">Proposal</th>
              <th scope="col">Client</th>
              <th scope="col" className="data-table__number">
                Value
              </th>
              <th scope="col">Sent on</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_PROPOSALS.map((proposal) => (
              <tr key={proposal.title}>
                <th scope="row">{proposal.title}</th>
                <td>{proposal.client}</td>
                <td className="data-table__number">{formatInr(proposal.value)}</td>
                <td>{formatDateIn(proposal.sentOn)}</td>
                <td>
                  <StatusBadge status={proposal.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </SamplePage>
  );
}
