import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffSetupDoneResponse, StaffSetupResponse } from 'shared/contract/staff-account-responses';
import type { StaffSetupRequest } from 'shared/contract/staff-account-schema';
import { staffApi } from '../../app/staff-api';

/** A new (or reset) member's set-up link: what it shows, then finishing it. */
export const staffSetupApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffSetup: build.query<StaffSetupResponse, string>({
      query: (token) => STAFF_PATHS.setup({ token }),
      // It holds the authenticator secret: not kept once the page is gone.
      keepUnusedDataFor: 0,
    }),
    finishStaffSetup: build.mutation<StaffSetupDoneResponse, { token: string; fields: StaffSetupRequest }>({
      query: ({ token, fields }) => ({ url: STAFF_PATHS.setup({ token }), method: 'POST', body: fields }),
    }),
  }),
});

export const { useStaffSetupQuery, useFinishStaffSetupMutation } = staffSetupApi;
