import { useDeferredValue } from 'react';
import { selectBdeCode } from 'shared/auth/auth-slice';
import { useAppSelector } from 'shared/store/hooks';
import { MissingBdeCode } from '../../app/missing-bde-code';
import { ActiveProjectsCard } from './active-projects-card';
import { EarningsCard } from './earnings-card';
import { ProjectStatusCard } from './project-status-card';
import { ProposalSummaryCard } from './proposal-summary-card';
import { RevenueCard } from './revenue-card';
import { LeadOverview } from './lead-overview';

/** /bdedetails/dashboard: the BDE's business figures first, then their sales overview. */
export function DashboardPage() {
  const bdeCode = useAppSelector(selectBdeCode);
  // The overview (below the cards, a third of the page) is drawn in a second pass right after the
  // first, so the pass that puts the figures on screen is lighter; nothing above it moves.
  const overviewDrawn = useDeferredValue(true, false);
  if (!bdeCode) return <MissingBdeCode />;
  return (
    <div className="dashboard">
      <div className="dashboard-grid">
        <ProposalSummaryCard bdeCode={bdeCode} />
        <RevenueCard bdeCode={bdeCode} />
        <ProjectStatusCard bdeCode={bdeCode} />
        <ActiveProjectsCard bdeCode={bdeCode} />
        <EarningsCard bdeCode={bdeCode} />
      </div>
      {overviewDrawn ? <LeadOverview bdeCode={bdeCode} /> : null}
    </div>
  );
}
