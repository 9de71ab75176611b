import { STAFF_PATHS } from 'shared/contract/staff';
import type {
  LeadDetailResponse,
  LeadListItem,
  LeadProposalResponse,
  StaffNote,
} from 'shared/contract/staff-inbox-responses';
import type { LeadProposalRequest, LeadUpdateRequest, NoteRequest } from 'shared/contract/staff-inbox-schema';
import type { ListPage } from 'shared/contract/staff-list-responses';
import { staffApi } from '../../app/staff-api';
import { listUrl, type ListArgs } from '../../ui/lists/use-keyset-list';

/** Leads: the pipeline list, one lead, its status and BDE, its notes, proposals recorded from it. */
export const leadsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    leads: build.query<ListPage<LeadListItem>, ListArgs>({
      query: (args) => listUrl(STAFF_PATHS.leads, args),
      providesTags: ['StaffLead'],
    }),
    lead: build.query<LeadDetailResponse, number>({
      query: (leadId) => STAFF_PATHS.lead({ leadId }),
      providesTags: (_result, _error, leadId) => [{ type: 'StaffLead', id: leadId }],
    }),
    updateLead: build.mutation<LeadDetailResponse, { leadId: number; change: LeadUpdateRequest }>({
      query: ({ leadId, change }) => ({ url: STAFF_PATHS.lead({ leadId }), method: 'POST', body: change }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffLead']),
    }),
    addLeadNote: build.mutation<StaffNote, { leadId: number; note: NoteRequest }>({
      query: ({ leadId, note }) => ({ url: STAFF_PATHS.leadNotes({ leadId }), method: 'POST', body: note }),
      invalidatesTags: (_result, error, { leadId }) => (error ? [] : [{ type: 'StaffLead', id: leadId }]),
    }),
    /** The BDE's business changes too: their partner page is read again. */
    recordLeadProposal: build.mutation<
      LeadProposalResponse,
      { leadId: number; proposal: LeadProposalRequest }
    >({
      query: ({ leadId, proposal }) => ({
        url: STAFF_PATHS.leadProposal({ leadId }),
        method: 'POST',
        body: proposal,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffLead', 'StaffPartner']),
    }),
  }),
});

export const {
  useLeadsQuery,
  useLeadQuery,
  useUpdateLeadMutation,
  useAddLeadNoteMutation,
  useRecordLeadProposalMutation,
} = leadsApi;
