import { Link } from 'shared/routing/router';
import { ChartFigure } from '../charts/chart-figure';
import { LazyPieChart } from '../charts/lazy-charts';
import { PORTAL_SECTIONS, portalPath } from '../portal/portal-sections';
import { LEAD_SOURCES } from './sample-figures';
import { SamplePage } from './sample-page';

/** /bdedetails/leadspiechart: sample lead sources as a pie. */
export function LeadsPieChartPage() {
  return (
    <SamplePage id="leads-pie-title" heading="Lead sources">
      <div className="chart-single">
        <ChartFigure title="Lead sources (sample)" data={LEAD_SOURCES} height={280} valueLabel="Leads">
          {(width) => <LazyPieChart data={LEAD_SOURCES} width={Math.min(width, 420)} height={280} />}
        </ChartFigure>
      </div>
      <p>
        <Link to={portalPath(PORTAL_SECTIONS.leads)}>Back to Leads & Clients</Link>
      </p>
    </SamplePage>
  );
}
