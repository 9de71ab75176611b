import type { BdeReportsResponse } from 'shared/contract/bde-portal-responses';
import { formatInr } from 'shared/format/inr';
import { ChartFigure } from '../../ui/charts/chart-figure';
import { LazyBarChart } from '../../ui/charts/lazy-charts';
import { FigureTiles } from '../../ui/figure-tiles';
import { formatMonth } from '../../ui/format-month';
import { OwnCode } from '../../app/own-code';
import { useBdeReportsQuery } from '../../app/portal-api';
import { QueryView } from '../../ui/query-view';

const HEIGHT = 240;
const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function Reports({ data }: { data: BdeReportsResponse }) {
  const series = (pick: (month: BdeReportsResponse['months'][number]) => number) =>
    data.months.map((month) => ({ label: formatMonth(month.month), value: pick(month) }));
  const revenue = series((month) => month.revenue);
  const sent = series((month) => month.proposalsSent);
  const accepted = series((month) => month.proposalsAccepted);
  return (
    <>
      <FigureTiles
        label="The last 12 months"
        tiles={[
          { label: 'Revenue', value: formatInr(data.revenue) },
          { label: 'Proposals sent', value: data.proposalsSent },
          { label: 'Proposals accepted', value: data.proposalsAccepted },
          { label: 'Conversion rate', value: `${percent.format(data.conversionRate)}%` },
        ]}
      />
      <div className="chart-grid chart-grid--wide">
        <ChartFigure
          title="Revenue by month"
          data={revenue}
          height={HEIGHT}
          valueLabel="Revenue"
          formatValue={formatInr}
        >
          {(width) => <LazyBarChart data={revenue} width={width} height={HEIGHT} />}
        </ChartFigure>
        <ChartFigure title="Proposals sent by month" data={sent} height={HEIGHT} valueLabel="Sent">
          {(width) => <LazyBarChart data={sent} width={width} height={HEIGHT} />}
        </ChartFigure>
        <ChartFigure
          title="Proposals accepted by month"
          data={accepted}
          height={HEIGHT}
          valueLabel="Accepted"
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
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="reports-title">
          <h2 id="reports-title">Reports & Analytics</h2>
          <ReportsBody bdeCode={bdeCode} />
        </section>
      )}
    </OwnCode>
  );
}

function ReportsBody({ bdeCode }: { bdeCode: string }) {
  return (
    <QueryView query={useBdeReportsQuery(bdeCode)} what="your reports">
      {(data) => <Reports data={data} />}
    </QueryView>
  );
}
