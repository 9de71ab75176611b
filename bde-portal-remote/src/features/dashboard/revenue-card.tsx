import { REVENUE_TARGET } from 'shared/contract/business';
import { formatInr } from 'shared/format/inr';
import { FetchProblem, useLoggedFailure } from '../portal/fetch-problem';
import { useTotalRevenueQuery } from '../portal/portal-api';
import { revenueProgress } from './project-status';

/** Total revenue of the BDE's projects, with a bar towards the revenue target (capped at 100%). */
export function RevenueCard({ bdeCode }: { bdeCode: string }) {
  const { data, error, isLoading, refetch } = useTotalRevenueQuery(bdeCode);
  useLoggedFailure('the total revenue', error);
  const progress = data ? revenueProgress(data.totalRevenue) : 0;
  return (
    <section className="card dashboard-card" aria-labelledby="revenue-title">
      <h2 id="revenue-title">Revenue pipeline</h2>
      {error ? (
        <FetchProblem what="your revenue" onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <>
          <p className="dashboard-card__figure">{formatInr(data.totalRevenue)}</p>
          <p className="dashboard-card__note">Total of all your projects, in every status.</p>
          <div
            className="progress"
            role="progressbar"
            aria-label={`Revenue towards the ${formatInr(REVENUE_TARGET)} target`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={`${progress}% of ${formatInr(REVENUE_TARGET)}`}
          >
            <span className="progress__fill" style={{ width: `${progress}%` }} />
          </div>
          <p className="dashboard-card__note">
            {progress}% of the {formatInr(REVENUE_TARGET)} target
          </p>
        </>
      )}
    </section>
  );
}
