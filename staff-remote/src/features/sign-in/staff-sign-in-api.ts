import { api } from 'shared/api/base-api';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffSignInResponse } from 'shared/contract/staff-account-responses';
import type { StaffLoginRequest } from 'shared/contract/staff-account-schema';
import { staffApi } from '../../app/staff-api';
import { staffSessionApi } from '../../app/session/staff-session-api';

export const staffSignInApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffSignIn: build.mutation<StaffSignInResponse, StaffLoginRequest>({
      query: (body) => ({ url: STAFF_PATHS.login, method: 'POST', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        // Nothing another person opened in this browser stays, and the gate knows who signed in at once.
        dispatch(api.util.resetApiState());
        const { id, name, email, role } = data;
        await dispatch(
          staffSessionApi.util.upsertQueryData('staffSession', undefined, { id, name, email, role }),
        );
      },
    }),
  }),
});

export const { useStaffSignInMutation } = staffSignInApi;
