import { Type, type Static } from '@sinclair/typebox';
import { responseObject } from './response-object';

export const ProposalSummaryResponse = responseObject({
  sent: Type.Integer({ description: 'Every proposal the BDE has sent (accepted ones included).' }),
  accepted: Type.Integer(),
  percentage: Type.Number({
    description: 'accepted / sent × 100, rounded to two decimals; 0 when nothing was sent.',
  }),
});
export type ProposalSummaryResponse = Static<typeof ProposalSummaryResponse>;

export const ProjectRow = responseObject({
  companyName: Type.String(),
  businessAmount: Type.Number({
    description: 'Rupees, with at most two decimals; kept exact on the server as paise.',
  }),
  createdDate: Type.String({ format: 'date-time' }),
});
export type ProjectRow = Static<typeof ProjectRow>;

export const ProjectListResponse = responseObject({
  count: Type.Integer(),
  projects: Type.Array(ProjectRow),
});
export type ProjectListResponse = Static<typeof ProjectListResponse>;

export const TotalRevenueResponse = responseObject({
  totalRevenue: Type.Number({
    description: "Rupees: the sum of businessAmount over the BDE's projects in every status.",
  }),
});
export type TotalRevenueResponse = Static<typeof TotalRevenueResponse>;

export const OnHoldEntry = responseObject({
  bdeCode: Type.String(),
  count: Type.Integer(),
  projects: Type.Array(ProjectRow),
});
export type OnHoldEntry = Static<typeof OnHoldEntry>;

export const OnHoldResponse = responseObject({
  onHoldProjectByExecutive: Type.Array(OnHoldEntry, {
    description: "Only the signed-in BDE's own entry; never another BDE's rows.",
  }),
});
export type OnHoldResponse = Static<typeof OnHoldResponse>;
