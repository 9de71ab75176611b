import { api } from 'shared/api/base-api';
import { BUSINESS_PATHS } from 'shared/contract/business';
import type {
  OnHoldEntry,
  OnHoldResponse,
  ProjectListResponse,
  ProposalSummaryResponse,
  TotalRevenueResponse,
} from 'shared/contract/business-responses';
import { BDE_PORTAL_PATHS } from 'shared/contract/bde-portal';
import type {
  BdeClientsResponse,
  BdeOverviewResponse,
  BdeProposalsResponse,
  BdeReportsResponse,
  BdeTeamResponse,
  FollowUpsResponse,
} from 'shared/contract/bde-portal-responses';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import type { BdeProfileResponse, HierarchyResponse } from 'shared/contract/executive-responses';

/** The caller's entry of an On Hold answer; picking it by code also guards an older server. */
export const ownOnHoldEntry = (response: OnHoldResponse, bdeCode: string): OnHoldEntry =>
  response.onHoldProjectByExecutive.find((entry) => entry.bdeCode === bdeCode) ?? {
    bdeCode,
    count: 0,
    projects: [],
  };

/**
 * The BDE portal's calls. Every one is keyed by the stored bdeCode, so two BDEs signing
 * in one after the other in the same tab never see each other's cached answers; the server checks
 * the session and answers only for that BDE whatever the code says.
 */
export const portalApi = api.injectEndpoints({
  endpoints: (build) => {
    /** A GET of the BDE's own figures at `path(bdeCode)`, cached under `tag`. */
    const byBdeCode = <Result>(
      path: (bdeCode: string) => string,
      tag: 'BdeProfile' | 'Hierarchy' | 'Business',
    ) => build.query<Result, string>({ query: (bdeCode) => path(bdeCode), providesTags: [tag] });
    return {
      bdeProfile: byBdeCode<BdeProfileResponse>(EXECUTIVE_PATHS.byCode, 'BdeProfile'),
      downline: byBdeCode<HierarchyResponse>(EXECUTIVE_PATHS.hierarchy, 'Hierarchy'),
      proposalSummary: byBdeCode<ProposalSummaryResponse>(BUSINESS_PATHS.proposalSummary, 'Business'),
      activeProjects: byBdeCode<ProjectListResponse>(BUSINESS_PATHS.activeProjects, 'Business'),
      completedProjects: byBdeCode<ProjectListResponse>(BUSINESS_PATHS.completedProjects, 'Business'),
      totalRevenue: byBdeCode<TotalRevenueResponse>(BUSINESS_PATHS.totalRevenue, 'Business'),
      bdeOverview: byBdeCode<BdeOverviewResponse>(BDE_PORTAL_PATHS.overview, 'Business'),
      bdeClients: byBdeCode<BdeClientsResponse>(BDE_PORTAL_PATHS.clients, 'Business'),
      followUps: byBdeCode<FollowUpsResponse>(BDE_PORTAL_PATHS.followUps, 'Business'),
      bdeProposals: byBdeCode<BdeProposalsResponse>(BDE_PORTAL_PATHS.proposals, 'Business'),
      bdeReports: byBdeCode<BdeReportsResponse>(BDE_PORTAL_PATHS.reports, 'Business'),
      bdeTeam: byBdeCode<BdeTeamResponse>(BDE_PORTAL_PATHS.team, 'Business'),
      /** The server sends only the caller's entry. */
      onHoldProjects: build.query<OnHoldEntry, string>({
        query: () => BUSINESS_PATHS.onHold,
        transformResponse: (response: OnHoldResponse, _meta, bdeCode) => ownOnHoldEntry(response, bdeCode),
        providesTags: ['Business'],
      }),
    };
  },
});

export const {
  useBdeProfileQuery,
  useDownlineQuery,
  useLazyDownlineQuery,
  useProposalSummaryQuery,
  useActiveProjectsQuery,
  useCompletedProjectsQuery,
  useTotalRevenueQuery,
  useOnHoldProjectsQuery,
  useBdeOverviewQuery,
  useBdeClientsQuery,
  useFollowUpsQuery,
  useBdeProposalsQuery,
  useBdeReportsQuery,
  useBdeTeamQuery,
} = portalApi;
