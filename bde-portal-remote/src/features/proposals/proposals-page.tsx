import type { BdeProposal } from 'shared/contract/bde-portal-responses';
import { formatDateIn } from 'shared/format/date';
import { DataTable, type Column } from '../../ui/data-table';
import { OwnCode } from '../../app/own-code';
import { useBdeProposalsQuery, useProposalSummaryQuery } from '../../app/portal-api';
import { QueryView } from '../../ui/query-view';
import { StatusBadge } from '../../ui/status-badge';

const PROPOSAL_COLUMNS: Column<BdeProposal>[] = [
  { header: 'Company', cell: (proposal) => proposal.companyName },
  { header: 'Status', cell: (proposal) => <StatusBadge status={proposal.status} /> },
  { header: 'Date', cell: (proposal) => formatDateIn(proposal.createdDate) },
];

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function ProposalList({ bdeCode }: { bdeCode: string }) {
  const summary = useProposalSummaryQuery(bdeCode);
  return (
    <>
      <QueryView query={summary} what="your proposal summary">
        {(data) => (
          <p>
            {data.sent} sent, {data.accepted} accepted ({percent.format(data.percentage)}% accepted).
          </p>
        )}
      </QueryView>
      <QueryView query={useBdeProposalsQuery(bdeCode)} what="your proposals">
        {({ proposals }) => (
          <DataTable
            caption="Proposals"
            columns={PROPOSAL_COLUMNS}
            rows={proposals}
            rowKey={(proposal) => String(proposal.id)}
            empty={proposals.length === 0 && 'No proposals yet: our team records them as you send them.'}
          />
        )}
      </QueryView>
    </>
  );
}

/** /bdedetails/proposals: every proposal of the BDE with its status and date, newest first. */
export function ProposalsPage() {
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="proposals-title">
          <h2 id="proposals-title">Proposals</h2>
          <ProposalList bdeCode={bdeCode} />
        </section>
      )}
    </OwnCode>
  );
}
