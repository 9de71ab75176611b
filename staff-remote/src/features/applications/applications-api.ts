import { STAFF_PATHS } from 'shared/contract/staff';
import type {
  ApplicationDetailResponse,
  ApplicationListItem,
  ApplicationOpeningsResponse,
  CandidateEmailQueued,
} from 'shared/contract/staff-application-responses';
import type {
  ApplicationStageRequest,
  InterviewInvitationRequest,
} from 'shared/contract/staff-application-schema';
import type { StaffNote } from 'shared/contract/staff-inbox-responses';
import type { NoteRequest } from 'shared/contract/staff-inbox-schema';
import type { ListPage } from 'shared/contract/staff-list-responses';
import { staffApi } from '../../app/staff-api';
import { listUrl, type ListArgs } from '../../ui/lists/use-keyset-list';

/** Every change reads the lists, the counts and the audit log again. */
const changed = (error: unknown) => (error ? [] : (['StaffApplication', 'StaffAudit'] as const));

/** Applications: the list, the openings it filters by, one application, its stage, notes and emails. */
export const applicationsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    applications: build.query<ListPage<ApplicationListItem>, ListArgs>({
      query: (args) => listUrl(STAFF_PATHS.applications, args),
      providesTags: ['StaffApplication'],
    }),
    applicationOpenings: build.query<ApplicationOpeningsResponse, void>({
      query: () => STAFF_PATHS.applicationOpenings,
      providesTags: ['StaffApplication'],
    }),
    application: build.query<ApplicationDetailResponse, number>({
      query: (applicationId) => STAFF_PATHS.application({ applicationId }),
      providesTags: (_result, _error, applicationId) => [{ type: 'StaffApplication', id: applicationId }],
    }),
    moveApplication: build.mutation<
      ApplicationDetailResponse,
      { applicationId: number; change: ApplicationStageRequest }
    >({
      query: ({ applicationId, change }) => ({
        url: STAFF_PATHS.applicationStage({ applicationId }),
        method: 'POST',
        body: change,
      }),
      invalidatesTags: (_result, error) => [...changed(error)],
    }),
    addApplicationNote: build.mutation<StaffNote, { applicationId: number; note: NoteRequest }>({
      query: ({ applicationId, note }) => ({
        url: STAFF_PATHS.applicationNotes({ applicationId }),
        method: 'POST',
        body: note,
      }),
      invalidatesTags: (_result, error, { applicationId }) =>
        error ? [] : [{ type: 'StaffApplication', id: applicationId }, 'StaffAudit'],
    }),
    inviteToInterview: build.mutation<
      CandidateEmailQueued,
      { applicationId: number; invitation: InterviewInvitationRequest }
    >({
      query: ({ applicationId, invitation }) => ({
        url: STAFF_PATHS.applicationInterview({ applicationId }),
        method: 'POST',
        body: invitation,
      }),
      invalidatesTags: (_result, error) => [...changed(error)],
    }),
    sendNotSelected: build.mutation<CandidateEmailQueued, number>({
      query: (applicationId) => ({
        url: STAFF_PATHS.applicationNotSelected({ applicationId }),
        method: 'POST',
      }),
      invalidatesTags: (_result, error) => [...changed(error)],
    }),
  }),
});

export const {
  useApplicationsQuery,
  useApplicationOpeningsQuery,
  useApplicationQuery,
  useMoveApplicationMutation,
  useAddApplicationNoteMutation,
  useInviteToInterviewMutation,
  useSendNotSelectedMutation,
} = applicationsApi;
