import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffSessionResponse } from 'shared/contract/staff-session-responses';
import { staffApi } from '../staff-api';

export const staffSessionApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in staff member; 401 without a staff session, 403 for a user's or a BDE's. */
    staffSession: build.query<StaffSessionResponse, void>({
      query: () => STAFF_PATHS.session,
      providesTags: ['StaffSession'],
    }),
    staffSignOut: build.mutation<void, void>({
      query: () => ({ url: STAFF_PATHS.logout, method: 'POST' }),
    }),
  }),
});

export const { useStaffSessionQuery, useStaffSignOutMutation } = staffSessionApi;
