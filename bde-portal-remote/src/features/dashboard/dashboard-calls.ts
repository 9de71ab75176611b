import type { AppDispatch } from 'shared/store/create-store';
import { portalApi } from '../portal/portal-api';

/**
 * What the portal asks for as it opens at the dashboard: the cards' figures, the header's profile and
 * the sales overview. Kept here, beside the cards that make these calls, so a new card's call is
 * added where it is written; the sign-in sends them early. In this order: the server answers them about in the order sent, and the
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
] as const;

/**
 * Sends the dashboard's calls as soon as the session exists, while the portal's code and first render
 * are still under way: the dashboard's own queries then find them answered or in flight (RTK Query
 * sends one request per endpoint and code), never send them a second time.
 */
export function fetchDashboardData(dispatch: AppDispatch, bdeCode: string) {
  for (const endpoint of DASHBOARD_CALLS) dispatch(portalApi.util.prefetch(endpoint, bdeCode, {}));
}
