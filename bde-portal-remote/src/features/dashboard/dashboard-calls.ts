import type { BdeDashboardAnswers } from 'shared/contract/bde-login-responses';
import type { AppDispatch } from 'shared/store/create-store';
import { ownOnHoldEntry, portalApi } from '../../app/portal-api';

/**
 * What the portal asks for first as it opens at the dashboard: the cards' figures, the header's
 * profile and the sales overview (the bell, the envelope and the earnings card ask once drawn). Kept
 * here, beside the cards that make these calls, so a new card's call is added where it is written.
 * Sent, when they are, in this order: the server answers them about in the order sent, and the
 * proposal and revenue figures are what a BDE looks at first.
 */
const DASHBOARD_CALLS = [
  'proposalSummary',
  'totalRevenue',
  'bdeProfile',
  'activeProjects',
  'onHoldProjects',
  'completedProjects',
  'bdeOverview',
] as const satisfies ReadonlyArray<keyof BdeDashboardAnswers>;

/**
 * As the session starts: the sign-in's answer carried what the dashboard shows first (`answers`), so
 * it is put in the cache as if each call had answered, and the dashboard draws its figures at once
 * and sends none of these calls. From a server whose answer carries none, the calls are sent at once,
 * while the portal's code and first render are still under way: the dashboard's own queries then find
 * them answered or in flight (RTK Query sends one request per endpoint and code).
 */
export function openDashboard(dispatch: AppDispatch, bdeCode: string, answers?: BdeDashboardAnswers) {
  if (!answers) {
    for (const call of DASHBOARD_CALLS) dispatch(portalApi.util.prefetch(call, bdeCode, {}));
    return;
  }
  const entry = <Name extends string, Value>(endpointName: Name, value: Value) => ({
    endpointName,
    arg: bdeCode,
    value,
  });
  dispatch(
    portalApi.util.upsertQueryEntries([
      entry('proposalSummary', answers.proposalSummary),
      entry('totalRevenue', answers.totalRevenue),
      entry('bdeProfile', answers.bdeProfile),
      entry('activeProjects', answers.activeProjects),
      entry('onHoldProjects', ownOnHoldEntry(answers.onHoldProjects, bdeCode)),
      entry('completedProjects', answers.completedProjects),
      entry('bdeOverview', answers.bdeOverview),
    ]),
  );
}
