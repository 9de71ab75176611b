import type { TotalRevenueResponse } from 'shared/contract/business-responses';
import { REVENUE_TARGET } from 'shared/contract/business';
import { useTotalRevenueQuery } from '../../app/portal-api';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { revenueProgress } from './project-status';
import { queryCard } from './query-card';

function RevenueProgress({ totalRevenue }: { totalRevenue: number }) {
  const t = useBdeText();
  const { inr } = useWorkFormat();
  const progress = revenueProgress(totalRevenue);
  const target = inr(REVENUE_TARGET);
  return (
    <>
      <p className="dashboard-card__figure">{inr(totalRevenue)}</p>
      <p className="dashboard-card__note">{t('Total of all your projects, in every status.')}</p>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('Revenue towards the {{target}} target', { target })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={t('{{progress}}% of {{target}}', { progress, target })}
      >
        <span className="progress__fill" style={{ width: `${progress}%` }} />
      </div>
      <p className="dashboard-card__note">
        {t('{{progress}}% of the {{target}} target', { progress, target })}
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
