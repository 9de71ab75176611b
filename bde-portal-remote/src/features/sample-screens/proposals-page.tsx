import { Link } from 'shared/routing/router';
import { formatDateIn } from 'shared/format/date';
import { formatInr } from 'shared/format/inr';
import { PORTAL_SECTIONS, portalPath } from '../portal/portal-sections';
import { SamplePage, StatusBadge } from './sample-page';
import { SAMPLE_PROPOSALS, type SampleProposal } from './sample-rows';
import { DataTable, type Column } from '../portal/data-table';

const PROPOSAL_COLUMNS: Column<SampleProposal>[] = [
  { header: 'Proposal', cell: (proposal) => proposal.title },
  { header: 'Client', cell: (proposal) => proposal.client },
  { header: 'Value', numeric: true, cell: (proposal) => formatInr(proposal.value) },
  { header: 'Sent on', cell: (proposal) => formatDateIn(proposal.sentOn) },
  { header: 'Status', cell: (proposal) => <StatusBadge status={proposal.status} /> },
];

/** /bdedetails/proposals: example proposals (Open, Closed). The BDE's real counts are on the dashboard. */
export function ProposalsPage() {
  return (
    <SamplePage id="proposals-title" heading="Proposals">
      <p>
        Your real numbers of proposals sent and accepted are on your{' '}
        <Link to={portalPath(PORTAL_SECTIONS.dashboard)}>dashboard</Link>.
      </p>
      <DataTable caption="Proposals (sample)" columns={PROPOSAL_COLUMNS} rows={SAMPLE_PROPOSALS} />
    </SamplePage>
  );
}
