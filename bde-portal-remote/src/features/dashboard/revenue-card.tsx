import type { TotalRevenueResponse } from 'shared/contract/business-responses';
import { REVENUE_TARGET } from 'shared/contract/business';
import { formatInr } from 'shared/format/inr';
import { useTotalRevenueQuery } from '../../app/portal-api';
import { revenueProgress } from './project-status';
import { queryCard } from './query-card';

function RevenueProgress({ totalRevenue }: { totalRevenue: number }) {
  const progress = revenueProgress(totalRevenue);
  return (
    <>
      <p className="dashboard-card__figure">{formatInr(totalRevenue)}</p>
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
  );
}

/** Total revenue of the BDE's projects, with a bar towards the revenue target (capped at 100%). */
export const RevenueCard = queryCard<TotalRevenueResponse>({
  id: 'revenue-title',
  title: 'Revenue pipeline',
  useQuery: useTotalRevenueQuery,
  what: 'your revenue',
  logAs: 'the total revenue',
  placeholder: { totalRevenue: 0 },
  render: (data) => <RevenueProgress totalRevenue={data.totalRevenue} />,
});
