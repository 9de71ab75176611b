import { api } from 'shared/api/base-api';
import { BUSINESS_PATHS } from 'shared/contract/business';
import type {
  OnHoldEntry,
  OnHoldResponse,
  ProjectListResponse,
  ProposalSummaryResponse,
  TotalRevenueResponse,
} from 'shared/contract/business-responses';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import type { BdeProfileResponse, HierarchyResponse } from 'shared/contract/executive-responses';

/**
 * The BDE portal's calls. Every one is keyed by the stored bdeCode, so two BDEs signing
 * in one after the other in the same tab never see each other's cached answers; the server checks
 * the session and answers only for that BDE whatever the code says.
 */
export const portalApi = api.injectEndpoints({
  endpoints: (build) => ({
    bdeProfile: build.query<BdeProfileResponse, string>({
      query: (bdeCode) => EXECUTIVE_PATHS.byCode(bdeCode),
      providesTags: ['BdeProfile'],
    }),
    downline: build.query<HierarchyResponse, string>({
      query: (bdeCode) => EXECUTIVE_PATHS.hierarchy(bdeCode),
      providesTags: ['Hierarchy'],
    }),
    proposalSummary: build.query<ProposalSummaryResponse, string>({
      query: (bdeCode) => BUSINESS_PATHS.proposalSummary(bdeCode),
      providesTags: ['Business'],
    }),
    activeProjects: build.query<ProjectListResponse, string>({
      query: (bdeCode) => BUSINESS_PATHS.activeProjects(bdeCode),
      providesTags: ['Business'],
    }),
    completedProjects: build.query<ProjectListResponse, string>({
      query: (bdeCode) => BUSINESS_PATHS.completedProjects(bdeCode),
      providesTags: ['Business'],
    }),
    totalRevenue: build.query<TotalRevenueResponse, string>({
      query: (bdeCode) => BUSINESS_PATHS.totalRevenue(bdeCode),
      providesTags: ['Business'],
    }),
    /** The server sends only the caller's entry; picking it by code also guards an older server. */
    onHoldProjects: build.query<OnHoldEntry, string>({
      query: () => BUSINESS_PATHS.onHold,
      transformResponse: (response: OnHoldResponse, _meta, bdeCode) =>
        response.onHoldProjectByExecutive.find((entry) => entry.bdeCode === bdeCode) ?? {
          bdeCode,
          count: 0,
          projects: [],
        },
      providesTags: ['Business'],
    }),
  }),
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
} = portalApi;
