import { Link } from 'shared/routing/router';
import { ChartFigure } from '../../ui/charts/chart-figure';
import { LazyPieChart } from '../../ui/charts/lazy-charts';
import { OwnCode } from '../../app/own-code';
import { useBdeOverviewQuery } from '../../app/portal-api';
import { PORTAL_SECTIONS, portalPath } from '../../app/portal-sections';
import { QueryView } from '../../ui/query-view';
import { statusLabel } from '../../ui/status-label';

function LeadsByStatus({ bdeCode }: { bdeCode: string }) {
  return (
    <QueryView query={useBdeOverviewQuery(bdeCode)} what="your leads">
      {({ funnel, leads }) => {
        const data = funnel
          .filter((step) => step.leads > 0)
          .map((step) => ({ label: statusLabel(step.status), value: step.leads }));
        return leads === 0 ? (
          <p>No leads yet, so there is nothing to draw.</p>
        ) : (
          <div className="chart-single">
            <ChartFigure title="Leads by status" data={data} height={280} valueLabel="Leads">
              {(width) => <LazyPieChart data={data} width={Math.min(width, 420)} height={280} />}
            </ChartFigure>
          </div>
        );
      }}
    </QueryView>
  );
}

/** /bdedetails/leadspiechart: the BDE's leads by status, as a pie with its table. */
export function LeadsPieChartPage() {
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="leads-pie-title">
          <h2 id="leads-pie-title">Leads by status</h2>
          <LeadsByStatus bdeCode={bdeCode} />
          <p>
            <Link to={portalPath(PORTAL_SECTIONS.leads)}>Back to Leads & Clients</Link>
          </p>
        </section>
      )}
    </OwnCode>
  );
}
