export const BUSINESS_PATHS = {
  proposalSummary: (bdeCode: string) => `/api/Proposal/summary/${encodeURIComponent(bdeCode)}`,
  activeProjects: (bdeCode: string) =>
    `/api/BDEBusiness/ActiveProject?bdeCode=${encodeURIComponent(bdeCode)}`,
  totalRevenue: (bdeCode: string) => `/api/BDEBusiness/TotalRevenue?bdeCode=${encodeURIComponent(bdeCode)}`,
  completedProjects: (bdeCode: string) =>
    `/api/BDEBusiness/CompletedProjects?bdeCode=${encodeURIComponent(bdeCode)}`,
  onHold: '/api/BDEBusiness/On%20Hold',
} as const;

/** SPEC §9: the revenue progress bar's target, in rupees; its percentage is capped at 100. */
export const REVENUE_TARGET = 1_000_000;

export const PROJECT_STATUSES = ['Active', 'On Hold', 'Completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export interface ProposalSummaryResponse {
  sent: number;
  accepted: number;
  percentage: number;
}
export interface ProjectRow {
  companyName: string;
  /** Rupees, with at most two decimals; kept exact on the server as paise. */
  businessAmount: number;
  createdDate: string;
}
export interface ProjectListResponse {
  count: number;
  projects: ProjectRow[];
}
export interface TotalRevenueResponse {
  totalRevenue: number;
}
export interface OnHoldResponse {
  onHoldProjectByExecutive: Array<{ bdeCode: string; count: number; projects: ProjectRow[] }>;
}
