import { pathParam, queryParam } from './api-path';

export const BUSINESS_PATHS = {
  proposalSummary: pathParam('/api/Proposal/summary/:bdeCode'),
  activeProjects: queryParam('/api/BDEBusiness/ActiveProject', 'bdeCode'),
  totalRevenue: queryParam('/api/BDEBusiness/TotalRevenue', 'bdeCode'),
  completedProjects: queryParam('/api/BDEBusiness/CompletedProjects', 'bdeCode'),
  onHold: '/api/BDEBusiness/On%20Hold',
} as const;

/** The revenue progress bar's target, in rupees; its percentage is capped at 100. */
export const REVENUE_TARGET = 1_000_000;

export const PROJECT_STATUSES = ['Active', 'On Hold', 'Completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The names the projects-by-status bar gives each status in its legend. */
export const PROJECT_STATUS_LEGEND: Record<ProjectStatus, string> = {
  Active: 'New',
  'On Hold': 'In Progress',
  Completed: 'Completed',
};

/** Every proposal counts as sent; an accepted one counts as accepted too. */
export const PROPOSAL_STATUSES = ['sent', 'accepted'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The largest business amount one project may carry, in rupees (one lakh crore). */
export const MAX_PROJECT_AMOUNT_RUPEES = 1_000_000_000_000;

/**
 * Rupees written with at most two decimals ("250000", "250000.50") to whole paise, without ever
 * passing through a float; null when the text is not such an amount.
 */
export function rupeesTextToPaise(text: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Whole paise to rupees for a response: exact for every amount below 2^53 paise. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}
