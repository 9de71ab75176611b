import type { ProposalSummaryResponse } from 'shared/contract/business-responses';
import { useProposalSummaryQuery } from '../../app/portal-api';
import { queryCard } from './query-card';

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Proposals sent and accepted, and the share accepted. */
export const ProposalSummaryCard = queryCard<ProposalSummaryResponse>({
  id: 'proposal-summary-title',
  title: 'Proposals',
  useQuery: useProposalSummaryQuery,
  what: 'your proposal summary',
  logAs: 'the proposal summary',
  placeholder: { sent: 0, accepted: 0, percentage: 0 },
  render: (data) => (
    <dl className="figure-list">
      <div>
        <dt>Sent</dt>
        <dd>{data.sent}</dd>
      </div>
      <div>
        <dt>Accepted</dt>
        <dd>{data.accepted}</dd>
      </div>
      <div>
        <dt>Accepted share</dt>
        <dd>{percent.format(data.percentage)}%</dd>
      </div>
    </dl>
  ),
});
