import { Type, type Static } from '@sinclair/typebox';
import { AccountLanguage } from './account-language-responses';
import { BdeOverviewResponse } from './bde-portal-responses';
import {
  OnHoldResponse,
  ProjectListResponse,
  ProposalSummaryResponse,
  TotalRevenueResponse,
} from './business-responses';
import { BdeProfileResponse } from './executive-responses';
import { responseObject } from './response-object';

/**
 * The answers to the calls for what the dashboard shows first (the business cards' figures, the
 * header's profile, the sales overview), each exactly as its own call answers it, named by the
 * portal's name for the call. The bell, the envelope and the earnings card ask for theirs once drawn.
 */
export const BdeDashboardAnswers = responseObject(
  {
    proposalSummary: ProposalSummaryResponse,
    totalRevenue: TotalRevenueResponse,
    bdeProfile: BdeProfileResponse,
    activeProjects: ProjectListResponse,
    onHoldProjects: OnHoldResponse,
    completedProjects: ProjectListResponse,
    bdeOverview: BdeOverviewResponse,
  },
  'What the dashboard shows first, so that it opens without a second round trip after the sign-in.',
);
export type BdeDashboardAnswers = Static<typeof BdeDashboardAnswers>;

export const BdeLoginResponse = responseObject(
  {
    bdeCode: Type.String(),
    userName: Type.String(),
    fullName: Type.String(),
    language: AccountLanguage,
    dashboard: Type.Optional(BdeDashboardAnswers),
  },
  "The signed-in BDE, with their dashboard's first figures; the session cookie comes with it. " +
    'Without `dashboard` the portal makes those calls itself.',
);
export type BdeLoginResponse = Static<typeof BdeLoginResponse>;
