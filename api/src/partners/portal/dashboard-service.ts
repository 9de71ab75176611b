import type { BdeDashboardAnswers } from 'shared/contract/bde-login-responses';
import type { Db } from '../../db/client';
import { onHoldOf, projectListOf, totalRevenueOf } from '../business/project-service';
import { profileOf, type ExecutiveRow } from '../executives/service';
import { proposalSummary } from '../proposals/proposal-service';
import { ownOverview } from './leads-service';

/** Awaits an object's promises together, each answer under its promise's name. */
async function allOf<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [Name in keyof T]: Awaited<T[Name]> }> {
  const values = await Promise.all(Object.values(promises));
  const names = Object.keys(promises);
  return Object.fromEntries(names.map((name, index) => [name, values[index]])) as {
    [Name in keyof T]: Awaited<T[Name]>;
  };
}

/**
 * What the portal's dashboard shows first, computed by the very functions its calls answer with, for
 * the sign-in to carry: on a phone a second round trip after the sign-in is the longest wait before
 * the first figures. From the BDE's row, which the sign-in has just read.
 */
export async function dashboardAnswers(db: Db, bde: ExecutiveRow, now: number): Promise<BdeDashboardAnswers> {
  const figures = await allOf({
    proposalSummary: proposalSummary(db, bde.id),
    totalRevenue: totalRevenueOf(db, bde.id),
    activeProjects: projectListOf(db, bde.id, 'Active'),
    onHoldProjects: onHoldOf(db, bde),
    completedProjects: projectListOf(db, bde.id, 'Completed'),
    bdeOverview: ownOverview(db, bde.id, now),
  });
  return { ...figures, bdeProfile: profileOf(bde) };
}
