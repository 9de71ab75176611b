import { Link } from 'shared/routing/router';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { useBdeEarningsQuery } from '../earnings/earnings-api';
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
  const t = useBdeText();
  const { paise } = useWorkFormat();
  const query = useBdeEarningsQuery(bdeCode);
  useLoggedFailure('the earnings', query.error);
  const month = query.data?.thisMonth;
  return (
    <DashboardCard id="earnings-card-title" title={t('Earnings this month')}>
      {query.error ? (
        <FetchProblem what={t('your earnings')} onRetry={() => void query.refetch()} />
      ) : (
        <dl className="figure-list figure-list--money" aria-busy={!month}>
          {FIGURES.map(({ label, of }) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{month ? paise(of(month)) : '—'}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="dashboard-card__note">
        <Link to={portalPath(PORTAL_SECTIONS.earnings)}>{t('Your earnings, payouts and statements')}</Link>
      </p>
    </DashboardCard>
  );
}
