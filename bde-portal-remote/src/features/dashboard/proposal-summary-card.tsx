import { FetchProblem, useLoggedFailure } from '../portal/fetch-problem';
import { useProposalSummaryQuery } from '../portal/portal-api';

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Proposals sent and accepted, and the share accepted. */
export function ProposalSummaryCard({ bdeCode }: { bdeCode: string }) {
  const { data, error, isLoading, refetch } = useProposalSummaryQuery(bdeCode);
  useLoggedFailure('the proposal summary', error);
  return (
    <section className="card dashboard-card" aria-labelledby="proposal-summary-title">
      <h2 id="proposal-summary-title">Proposals</h2>
      {error ? (
        <FetchProblem what="your proposal summary" onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
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
      )}
    </section>
  );
}
