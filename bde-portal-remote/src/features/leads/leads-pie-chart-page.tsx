import { Link } from 'shared/routing/router';
import { useBdeText } from '../../i18n/bde-text';
import { statusName } from '../../i18n/work/work-names';
import { ChartFigure } from '../../ui/charts/chart-figure';
import { LazyPieChart } from '../../ui/charts/lazy-charts';
import { OwnCode } from '../../app/own-code';
import { useBdeOverviewQuery } from '../../app/portal-api';
import { PORTAL_SECTIONS, portalPath } from '../../app/portal-sections';
import { QueryView } from '../../ui/query-view';

function LeadsByStatus({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  const name = statusName(t);
  return (
    <QueryView query={useBdeOverviewQuery(bdeCode)} what={t('your leads')} logAs="your leads">
      {({ funnel, leads }) => {
        const data = funnel
          .filter((step) => step.leads > 0)
          .map((step) => ({ label: name(step.status), value: step.leads }));
        return leads === 0 ? (
          <p>{t('No leads yet, so there is nothing to draw.')}</p>
        ) : (
          <div className="chart-single">
            <ChartFigure title={t('Leads by status')} data={data} height={280} valueLabel={t('Leads')}>
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
  const t = useBdeText();
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="leads-pie-title">
          <h2 id="leads-pie-title">{t('Leads by status')}</h2>
          <LeadsByStatus bdeCode={bdeCode} />
          <p>
            <Link to={portalPath(PORTAL_SECTIONS.leads)}>{t('Back to Leads & Clients')}</Link>
          </p>
        </section>
      )}
    </OwnCode>
  );
}
