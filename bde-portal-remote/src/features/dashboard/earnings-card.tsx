import { Link } from 'shared/routing/router';
import { useBdeEarningsQuery } from '../earnings/earnings-api';
import { inrOfPaise } from '../earnings/paise';
import { FetchProblem, useLoggedFailure } from '../../ui/fetch-problem';
import { PORTAL_SECTIONS, portalPath } from '../../app/portal-sections';
import { DashboardCard } from './dashboard-card';
import '../earnings/earnings.css';

const FIGURES = [
  { label: 'Pending', of: (month: MonthFigures) => month.pendingPaise },
  { label: 'Approved', of: (month: MonthFigures) => month.approvedPaise },
  { label: 'Paid (net)', of: (month: MonthFigures) => month.netPaidPaise },
];
type MonthFigures = { pendingPaise: number; approvedPaise: number; netPaidPaise: number };

/**
 * This month's commission: pending, approved and paid net. While loading it holds the same three
 * figures' places (a dash each), so the grid does not move when they arrive.
 */
export function EarningsCard({ bdeCode }: { bdeCode: string }) {
  const query = useBdeEarningsQuery(bdeCode);
  useLoggedFailure('the earnings', query.error);
  const month = query.data?.thisMonth;
  return (
    <DashboardCard id="earnings-card-title" title="Earnings this month">
      {query.error ? (
        <FetchProblem what="your earnings" onRetry={() => void query.refetch()} />
      ) : (
        <dl className="figure-list figure-list--money" aria-busy={!month}>
          {FIGURES.map(({ label, of }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{month ? inrOfPaise(of(month)) : '—'}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="dashboard-card__note">
        <Link to={portalPath(PORTAL_SECTIONS.earnings)}>Your earnings, payouts and statements</Link>
      </p>
    </DashboardCard>
  );
}
