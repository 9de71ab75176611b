import { ChartFigure } from '../charts/chart-figure';
import { LazyBarChart, LazyFunnelChart } from '../charts/lazy-charts';
import { LEAD_SOURCES, SALES_FUNNEL } from './sample-figures';
import { SamplePage } from './sample-page';

/** /bdedetails/reports: the sample sales funnel and lead sources as example reports. */
export function ReportsPage() {
  return (
    <SamplePage id="reports-title" heading="Reports & Analytics">
      <div className="chart-grid chart-grid--two">
        <ChartFigure title="Sales funnel (sample)" data={SALES_FUNNEL} height={240} valueLabel="Leads">
          {(width) => <LazyFunnelChart data={SALES_FUNNEL} width={width} height={240} />}
        </ChartFigure>
        <ChartFigure title="Lead sources (sample)" data={LEAD_SOURCES} height={240} valueLabel="Leads">
          {(width) => <LazyBarChart data={LEAD_SOURCES} width={width} height={240} />}
        </ChartFigure>
      </div>
    </SamplePage>
  );
}
