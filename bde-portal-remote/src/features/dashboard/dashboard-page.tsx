import { selectBdeCode } from 'shared/auth/auth-slice';
import { useAppSelector } from 'shared/store/hooks';
import { MissingBdeCode } from '../portal/missing-bde-code';
import { ActiveProjectsCard } from './active-projects-card';
import { EarningsCard } from './earnings-card';
import { ProjectStatusCard } from './project-status-card';
import { ProposalSummaryCard } from './proposal-summary-card';
import { RevenueCard } from './revenue-card';
import { LeadOverview } from './lead-overview';

/** /bdedetails/dashboard: the BDE's business figures first, then their sales overview. */
export function DashboardPage() {
  const bdeCode = useAppSelector(selectBdeCode);
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
      <LeadOverview bdeCode={bdeCode} />
    </div>
  );
}
