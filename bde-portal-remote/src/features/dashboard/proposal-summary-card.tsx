import type { ProposalSummaryResponse } from 'shared/contract/business-responses';
import { useProposalSummaryQuery } from '../../app/portal-api';
import { useBdeText } from '../../i18n/bde-text';
import { queryCard } from './query-card';

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function ProposalFigures({ data }: { data: ProposalSummaryResponse }) {
  const t = useBdeText();
  return (
    <dl className="figure-list">
      <div>
        <dt>{t('Sent')}</dt>
        <dd>{data.sent}</dd>
      </div>
      <div>
        <dt>{t('Accepted')}</dt>
        <dd>{data.accepted}</dd>
      </div>
      <div>
        <dt>{t('Accepted share')}</dt>
        <dd>{percent.format(data.percentage)}%</dd>
      </div>
    </dl>
  );
}

/** Proposals sent and accepted, and the share accepted. */
export const ProposalSummaryCard = queryCard<ProposalSummaryResponse>({
  id: 'proposal-summary-title',
  title: 'Proposals',
  useQuery: useProposalSummaryQuery,
  what: 'your proposal summary',
  logAs: 'the proposal summary',
  placeholder: { sent: 0, accepted: 0, percentage: 0 },
  render: (data) => <ProposalFigures data={data} />,
});
