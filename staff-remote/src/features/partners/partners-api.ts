import { STAFF_PATHS } from 'shared/contract/staff';
import type {
  StaffProjectRequest,
  StaffProjectStatusRequest,
  StaffProposalRequest,
} from 'shared/contract/staff-business-schema';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type {
  PartnerListItem,
  PartnerProject,
  PartnerProposal,
  PartnerResponse,
  PartnerPan,
  PartnerReview,
} from 'shared/contract/staff-partner-responses';
import type { PartnerPanRequest, PartnerReviewRequest } from 'shared/contract/staff-partner-schema';
import { staffApi } from '../../app/staff-api';
import { listUrl, type ListArgs } from '../../ui/lists/use-keyset-list';

// A change to a BDE is read again everywhere it shows: the lists, its page, the overview's counts and
// the audit log (each change writes a row there).
const changed = (error: unknown) => (error ? [] : (['StaffPartner', 'StaffAudit'] as const));

/** The BDEs: the list, one BDE's page, the review of their documents, their business. */
export const partnersApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    partners: build.query<ListPage<PartnerListItem>, ListArgs>({
      query: (args) => listUrl(STAFF_PATHS.partners, args),
      providesTags: ['StaffPartner'],
    }),
    partner: build.query<PartnerResponse, string>({
      query: (bdeCode) => STAFF_PATHS.partner({ bdeCode }),
      providesTags: (_result, _error, bdeCode) => ['StaffPartner', { type: 'StaffPartner', id: bdeCode }],
    }),
    reviewPartner: build.mutation<PartnerReview, { bdeCode: string; review: PartnerReviewRequest }>({
      query: ({ bdeCode, review }) => ({
        url: STAFF_PATHS.partnerReview({ bdeCode }),
        method: 'POST',
        body: review,
      }),
      invalidatesTags: (_result, error) => [...changed(error)],
    }),
    setPartnerPan: build.mutation<PartnerPan, { bdeCode: string; pan: PartnerPanRequest }>({
      query: ({ bdeCode, pan }) => ({
        url: STAFF_PATHS.partnerPan({ bdeCode }),
        method: 'POST',
        body: pan,
      }),
      invalidatesTags: (_result, error) => [...changed(error)],
    }),
    addPartnerProposal: build.mutation<PartnerProposal, { bdeCode: string; proposal: StaffProposalRequest }>({
      query: ({ bdeCode, proposal }) => ({
        url: STAFF_PATHS.partnerProposals({ bdeCode }),
        method: 'POST',
        body: proposal,
      }),
      invalidatesTags: (_result, error) => [...changed(error)],
    }),
    addPartnerProject: build.mutation<PartnerProject, { bdeCode: string; project: StaffProjectRequest }>({
      query: ({ bdeCode, project }) => ({
        url: STAFF_PATHS.partnerProjects({ bdeCode }),
        method: 'POST',
        body: project,
      }),
      invalidatesTags: (_result, error) => [...changed(error)],
    }),
    setProjectStatus: build.mutation<
      PartnerProject,
      { projectId: number; change: StaffProjectStatusRequest }
    >({
      query: ({ projectId, change }) => ({
        url: STAFF_PATHS.project({ projectId }),
        method: 'POST',
        body: change,
      }),
      invalidatesTags: (_result, error) => [...changed(error)],
    }),
  }),
});

export const {
  usePartnersQuery,
  usePartnerQuery,
  useReviewPartnerMutation,
  useSetPartnerPanMutation,
  useAddPartnerProposalMutation,
  useAddPartnerProjectMutation,
  useSetProjectStatusMutation,
} = partnersApi;
