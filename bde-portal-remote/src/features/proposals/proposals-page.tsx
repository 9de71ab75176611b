import type { BdeProposal } from 'shared/contract/bde-portal-responses';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { WorkStatusBadge } from '../../i18n/work/work-names';
import { DataTable, type Column } from '../../ui/data-table';
import { OwnCode } from '../../app/own-code';
import { useBdeProposalsQuery, useProposalSummaryQuery } from '../../app/portal-api';
import { QueryView } from '../../ui/query-view';

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function ProposalList({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  const { date } = useWorkFormat();
  const summary = useProposalSummaryQuery(bdeCode);
  const columns: Column<BdeProposal>[] = [
    { header: t('Company'), cell: (proposal) => proposal.companyName },
    { header: t('Status'), cell: (proposal) => <WorkStatusBadge status={proposal.status} /> },
    { header: t('Date'), cell: (proposal) => date(proposal.createdDate) },
  ];
  return (
    <>
      <QueryView query={summary} what={t('your proposal summary')} logAs="your proposal summary">
        {(data) => (
          <p>
            {t('{{sent}} sent, {{accepted}} accepted ({{share}}% accepted).', {
              sent: data.sent,
              accepted: data.accepted,
              share: percent.format(data.percentage),
            })}
          </p>
        )}
      </QueryView>
      <QueryView query={useBdeProposalsQuery(bdeCode)} what={t('your proposals')} logAs="your proposals">
        {({ proposals }) => (
          <DataTable
            caption={t('Proposals')}
            columns={columns}
            rows={proposals}
            rowKey={(proposal) => String(proposal.id)}
            empty={proposals.length === 0 && t('No proposals yet: our team records them as you send them.')}
          />
        )}
      </QueryView>
    </>
  );
}

/** /bdedetails/proposals: every proposal of the BDE with its status and date, newest first. */
export function ProposalsPage() {
  const t = useBdeText();
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="proposals-title">
          <h2 id="proposals-title">{t('Proposals')}</h2>
          <ProposalList bdeCode={bdeCode} />
        </section>
      )}
    </OwnCode>
  );
}
