import type { BdeDashboardAnswers } from 'shared/contract/bde-login-responses';
import type { Db } from '../../db/client';
import { onHoldOf, projectListOf, totalRevenueOf } from '../business/project-service';
import { ownProfile } from '../executives/service';
import { proposalSummary } from '../proposals/proposal-service';
import { ownOverview } from './leads-service';

/**
 * What the portal's dashboard shows first, computed by the very functions its calls answer
 * with, for the sign-in to carry: on a phone a second round trip after the sign-in is the longest
 * wait before the first figures. Undefined when there is no such BDE.
 */
export async function dashboardAnswers(
  db: Db,
  bde: { id: number; bdeCode: string },
  now: number,
): Promise<BdeDashboardAnswers | undefined> {
  const [
    proposals,
    totalRevenue,
    bdeProfile,
    activeProjects,
    onHoldProjects,
    completedProjects,
    bdeOverview,
  ] = await Promise.all([
    proposalSummary(db, bde.id),
    totalRevenueOf(db, bde.id),
    ownProfile(db, bde.id),
    projectListOf(db, bde.id, 'Active'),
    onHoldOf(db, bde),
    projectListOf(db, bde.id, 'Completed'),
    ownOverview(db, bde.id, now),
  ]);
  if (!bdeProfile) return undefined;
  return {
    proposalSummary: proposals,
    totalRevenue,
    bdeProfile,
    activeProjects,
    onHoldProjects,
    completedProjects,
    bdeOverview,
  };
}
