import {
  PROJECT_STATUSES,
  PROJECT_STATUS_LEGEND,
  REVENUE_TARGET,
  type ProjectStatus,
} from 'shared/contract/business';

export interface StatusShare {
  status: ProjectStatus;
  /** The legend's name: Active is New, On Hold is In Progress. */
  label: string;
  count: number;
  /** Whole percent of all projects; 0 for every status when there are none. */
  share: number;
  /** The exact fraction, for the bar's widths. */
  exact: number;
}

export function statusShares(counts: Record<ProjectStatus, number>): {
  total: number;
  shares: StatusShare[];
} {
  const total = PROJECT_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return {
    total,
    shares: PROJECT_STATUSES.map((status) => {
      const exact = total === 0 ? 0 : (counts[status] * 100) / total;
      return {
        status,
        label: PROJECT_STATUS_LEGEND[status],
        count: counts[status],
        share: Math.round(exact),
        exact,
      };
    }),
  };
}

/** Revenue as a percentage of the ₹10,00,000 target, one decimal, capped at 100. */
export function revenueProgress(totalRevenue: number): number {
  if (!(totalRevenue > 0)) return 0;
  return Math.min(100, Math.round((totalRevenue / REVENUE_TARGET) * 1000) / 10);
}
