import type { BdeOverviewResponse } from 'shared/contract/bde-portal-responses';
import type { Translate } from 'shared/i18n/text';
import { useBdeOverviewQuery } from '../../app/portal-api';
import { useBdeText } from '../../i18n/bde-text';
import { serviceName, sourceName, statusName } from '../../i18n/work/work-names';
import type { ChartDatum } from '../../ui/charts/chart-data';
import { QueryView } from '../../ui/query-view';
import { SalesOverview, type SalesFigures } from './sales-overview';
import { LEAD_SOURCES, LEAD_TILES, SALES_FUNNEL, SERVICE_DEMAND } from './sample-figures';

/** The samples in the page's language. */
function sampleFigures(t: Translate): SalesFigures {
  const named = (data: ChartDatum[]) => data.map((datum) => ({ ...datum, label: t(datum.label) }));
  return {
    tiles: named(LEAD_TILES),
    funnel: named(SALES_FUNNEL),
    services: named(SERVICE_DEMAND),
    sources: named(LEAD_SOURCES),
    servicesValueLabel: t('Percent'),
  };
}

/** The BDE's own lead figures as the overview draws them, in the page's language. */
export function salesFigures(overview: BdeOverviewResponse, t: Translate): SalesFigures {
  const status = statusName(t);
  const service = serviceName(t);
  const source = sourceName(t);
  return {
    tiles: [
      { label: t('New leads'), value: overview.newLeads },
      { label: t('Leads'), value: overview.leads },
      { label: t('Clients'), value: overview.clients },
      { label: t('New clients'), value: overview.newClients },
    ],
    funnel: overview.funnel.map((step) => ({ label: status(step.status), value: step.leads })),
    services: overview.services.map((row) => ({ label: service(row.service), value: row.leads })),
    sources: overview.sources.map((row) => ({ label: source(row.source), value: row.leads })),
    servicesValueLabel: t('Leads'),
  };
}

/** The sales overview from the BDE's own leads; the labelled samples only while they have no data. */
export function LeadOverview({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  return (
    <QueryView query={useBdeOverviewQuery(bdeCode)} what={t('your lead figures')} logAs="the lead overview">
      {(overview) =>
        overview.hasData ? (
          <SalesOverview figures={salesFigures(overview, t)} sample={false} />
        ) : (
          <SalesOverview figures={sampleFigures(t)} sample />
        )
      }
    </QueryView>
  );
}
