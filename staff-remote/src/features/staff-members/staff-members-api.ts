import { STAFF_PATHS } from 'shared/contract/staff';
import type {
  StaffMemberAddedResponse,
  StaffMemberItem,
  StaffMemberPage,
  StaffMemberResetResponse,
} from 'shared/contract/staff-account-responses';
import type { StaffMemberAddRequest } from 'shared/contract/staff-account-schema';
import { staffApi } from '../../app/staff-api';
import { listUrl, type ListArgs } from '../../ui/lists/use-keyset-list';

/** Admins: the staff list, adding a member, disabling or enabling one, resetting one's sign-in. */
export const staffMembersApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffMembers: build.query<StaffMemberPage, ListArgs>({
      query: (args) => listUrl(STAFF_PATHS.members, args),
      providesTags: ['StaffMember'],
    }),
    addStaffMember: build.mutation<StaffMemberAddedResponse, StaffMemberAddRequest>({
      query: (body) => ({ url: STAFF_PATHS.members, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffMember']),
    }),
    setStaffMemberDisabled: build.mutation<StaffMemberItem, { staffId: number; disabled: boolean }>({
      query: ({ staffId, disabled }) => ({
        url: STAFF_PATHS.member({ staffId }),
        method: 'POST',
        body: { disabled },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffMember']),
    }),
    resetStaffMember: build.mutation<StaffMemberResetResponse, number>({
      query: (staffId) => ({ url: STAFF_PATHS.memberReset({ staffId }), method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffMember']),
    }),
  }),
});

export const {
  useStaffMembersQuery,
  useAddStaffMemberMutation,
  useSetStaffMemberDisabledMutation,
  useResetStaffMemberMutation,
} = staffMembersApi;
