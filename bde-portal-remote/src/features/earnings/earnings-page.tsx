import type { ReactNode } from 'react';
import { selectBdeCode } from 'shared/auth/auth-slice';
import { useAppSelector } from 'shared/store/hooks';
import { MissingBdeCode } from '../../app/missing-bde-code';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { QueryView } from '../../ui/query-view';
import { useBdeEarningsQuery } from './earnings-api';
import { EarningsFigureTiles } from './earnings-figures';
import { LinesTable } from './lines-table';
import { OverridesTable } from './overrides-table';
import { PayoutsTable } from './payouts-table';
import { StatementDownloads } from './statement-downloads';
import { TdsSummary } from './tds-summary';
import './earnings.css';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card portal-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /bdedetails/earnings: what the BDE has earned, what waits for approval, what was paid (with the
 * tax deducted and each transfer's UTR), their referral overrides, statements and TDS by year.
 */
export function EarningsPage() {
  const bdeCode = useAppSelector(selectBdeCode);
  const earnings = useBdeEarningsQuery(bdeCode ?? '', { skip: !bdeCode });
  const t = useBdeText();
  const { month, paise } = useWorkFormat();
  if (!bdeCode) return <MissingBdeCode />;
  return (
    <div className="earnings-page">
      <Panel id="earnings-title" title={t('Summary')}>
        <QueryView query={earnings} what={t('your earnings')} logAs="the earnings">
          {(data) => (
            <>
              <h3>{t('This month ({{month}})', { month: month(data.month) })}</h3>
              <EarningsFigureTiles
                label={t('This month, {{month}}', { month: month(data.month) })}
                figures={data.thisMonth}
              />
              <h3>{t('This financial year ({{year}})', { year: data.financialYearLabel })}</h3>
              <EarningsFigureTiles
                label={t('This financial year, {{year}}', { year: data.financialYearLabel })}
                figures={data.thisYear}
              />
              <p className="dashboard-card__note">
                {t('Owed to you now (pending, approved and held):')} <strong>{paise(data.owedPaise)}</strong>
              </p>
            </>
          )}
        </QueryView>
      </Panel>
      {earnings.data && (
        <>
          <Panel id="earnings-lines" title={t('Commission lines')}>
            <LinesTable lines={earnings.data.lines} moreLines={earnings.data.moreLines} />
          </Panel>
          <Panel id="earnings-payouts" title={t('Payouts')}>
            <PayoutsTable payouts={earnings.data.payouts} />
          </Panel>
          <Panel id="earnings-overrides" title={t('Referral overrides')}>
            <OverridesTable overrides={earnings.data.overrides} year={earnings.data.financialYearLabel} />
          </Panel>
          <Panel id="earnings-statements" title={t('Monthly statements')}>
            <StatementDownloads
              bdeCode={bdeCode}
              registeredMonth={earnings.data.registeredMonth}
              month={earnings.data.month}
            />
          </Panel>
          <Panel id="earnings-tds" title={t('TDS summary')}>
            <TdsSummary
              bdeCode={bdeCode}
              registeredMonth={earnings.data.registeredMonth}
              financialYear={earnings.data.financialYear}
            />
          </Panel>
        </>
      )}
    </div>
  );
}
