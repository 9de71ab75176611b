import type { BdeReportsResponse } from 'shared/contract/bde-portal-responses';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { ChartFigure } from '../../ui/charts/chart-figure';
import { LazyBarChart } from '../../ui/charts/lazy-charts';
import { FigureTiles } from '../../ui/figure-tiles';
import { OwnCode } from '../../app/own-code';
import { useBdeReportsQuery } from '../../app/portal-api';
import { QueryView } from '../../ui/query-view';

const HEIGHT = 240;
const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function Reports({ data }: { data: BdeReportsResponse }) {
  const t = useBdeText();
  const { inr, month: monthName } = useWorkFormat();
  const series = (pick: (month: BdeReportsResponse['months'][number]) => number) =>
    data.months.map((month) => ({ label: monthName(month.month), value: pick(month) }));
  const revenue = series((month) => month.revenue);
  const sent = series((month) => month.proposalsSent);
  const accepted = series((month) => month.proposalsAccepted);
  return (
    <>
      <FigureTiles
        label={t('The last 12 months')}
        tiles={[
          { label: t('Revenue'), value: inr(data.revenue) },
          { label: t('Proposals sent'), value: data.proposalsSent },
          { label: t('Proposals accepted'), value: data.proposalsAccepted },
          { label: t('Conversion rate'), value: `${percent.format(data.conversionRate)}%` },
        ]}
      />
      <div className="chart-grid chart-grid--wide">
        <ChartFigure
          title={t('Revenue by month')}
          data={revenue}
          height={HEIGHT}
          valueLabel={t('Revenue')}
          formatValue={inr}
        >
          {(width) => <LazyBarChart data={revenue} width={width} height={HEIGHT} />}
        </ChartFigure>
        <ChartFigure title={t('Proposals sent by month')} data={sent} height={HEIGHT} valueLabel={t('Sent')}>
          {(width) => <LazyBarChart data={sent} width={width} height={HEIGHT} />}
        </ChartFigure>
        <ChartFigure
          title={t('Proposals accepted by month')}
          data={accepted}
          height={HEIGHT}
          valueLabel={t('Accepted')}
        >
          {(width) => <LazyBarChart data={accepted} width={width} height={HEIGHT} />}
        </ChartFigure>
      </div>
    </>
  );
}

/**
 * /bdedetails/reports: the last 12 months (India time) of revenue, by the month each project was
 * recorded, and of proposals sent and accepted, with the conversion rate.
 */
export function ReportsPage() {
  const t = useBdeText();
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="reports-title">
          <h2 id="reports-title">{t('Reports & Analytics')}</h2>
          <ReportsBody bdeCode={bdeCode} />
        </section>
      )}
    </OwnCode>
  );
}

function ReportsBody({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  return (
    <QueryView query={useBdeReportsQuery(bdeCode)} what={t('your reports')} logAs="your reports">
      {(data) => <Reports data={data} />}
    </QueryView>
  );
}
