import { queryParam } from './api-path';

/**
 * The BDE portal's live figures. Like the calls before them they carry the BDE's code in the query
 * and answer only for the signed-in BDE's own code (403 for any other).
 */
export const BDE_PORTAL_PATHS = {
  /** GET a page of the BDE's own leads: `q`, `status`, `after`, `limit` (keyset, newest first). */
  leads: queryParam('/api/BDEPortal/Leads', 'bdeCode'),
  /** GET the BDE's clients: won leads and companies with projects. */
  clients: queryParam('/api/BDEPortal/Clients', 'bdeCode'),
  /** GET each open lead's next follow-up: overdue, today, upcoming (India time); POST records one. */
  followUps: queryParam('/api/BDEPortal/FollowUps', 'bdeCode'),
  /** GET the BDE's proposals, newest first. */
  proposals: queryParam('/api/BDEPortal/Proposals', 'bdeCode'),
  /** GET the dashboard's lead figures: funnel, services, sources, counts. */
  overview: queryParam('/api/BDEPortal/Overview', 'bdeCode'),
  /** GET the last 12 months of revenue and proposals. */
  reports: queryParam('/api/BDEPortal/Reports', 'bdeCode'),
  /** GET the downline's rollup: members per level, projects and revenue month by month. */
  team: queryParam('/api/BDEPortal/Team', 'bdeCode'),
} as const;

/** How many months the reports and the team rollup cover, the current one included. */
export const REPORT_MONTHS = 12;
/** The most leads one page of the portal's lead list holds. */
export const BDE_LEADS_PAGE = 25;

export const FOLLOW_UP_ACTIONS = ['done', 'reschedule'] as const;
export type FollowUpAction = (typeof FOLLOW_UP_ACTIONS)[number];
