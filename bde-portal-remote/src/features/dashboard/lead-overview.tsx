import type { BdeOverviewResponse } from 'shared/contract/bde-portal-responses';
import { useBdeOverviewQuery } from '../../app/portal-api';
import { QueryView } from '../../ui/query-view';
import { statusLabel } from '../../ui/status-label';
import { SalesOverview, type SalesFigures } from './sales-overview';
import { LEAD_SOURCES, LEAD_TILES, SALES_FUNNEL, SERVICE_DEMAND } from './sample-figures';

const SAMPLE: SalesFigures = {
  tiles: LEAD_TILES,
  funnel: SALES_FUNNEL,
  services: SERVICE_DEMAND,
  sources: LEAD_SOURCES,
  servicesValueLabel: 'Percent',
};

/** The BDE's own lead figures as the overview draws them. */
export function salesFigures(overview: BdeOverviewResponse): SalesFigures {
  return {
    tiles: [
      { label: 'New leads', value: overview.newLeads },
      { label: 'Leads', value: overview.leads },
      { label: 'Clients', value: overview.clients },
      { label: 'New clients', value: overview.newClients },
    ],
    funnel: overview.funnel.map((step) => ({ label: statusLabel(step.status), value: step.leads })),
    services: overview.services.map((row) => ({ label: row.service, value: row.leads })),
    sources: overview.sources.map((row) => ({ label: row.source, value: row.leads })),
    servicesValueLabel: 'Leads',
  };
}

/** The sales overview from the BDE's own leads; the labelled samples only while they have no data. */
export function LeadOverview({ bdeCode }: { bdeCode: string }) {
  return (
    <QueryView query={useBdeOverviewQuery(bdeCode)} what="your lead figures" logAs="the lead overview">
      {(overview) =>
        overview.hasData ? (
          <SalesOverview figures={salesFigures(overview)} sample={false} />
        ) : (
          <SalesOverview figures={SAMPLE} sample />
        )
      }
    </QueryView>
  );
}
