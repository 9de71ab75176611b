import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffSetupDoneResponse, StaffSetupResponse } from 'shared/contract/staff-account-responses';
import type { StaffSetupFinishRequest } from 'shared/contract/staff-account-schema';
import { staffApi } from '../../app/staff-api';

/**
 * A new (or reset) member's set-up link: opening it (what it shows), then finishing it. Both send the
 * token in the body: it never appears in an address a server logs.
 */
export const staffSetupApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    openStaffSetup: build.mutation<StaffSetupResponse, string>({
      query: (token) => ({ url: STAFF_PATHS.setupOpen, method: 'POST', body: { token } }),
    }),
    finishStaffSetup: build.mutation<StaffSetupDoneResponse, StaffSetupFinishRequest>({
      query: (body) => ({ url: STAFF_PATHS.setup, method: 'POST', body }),
    }),
  }),
});

export const { useOpenStaffSetupMutation, useFinishStaffSetupMutation } = staffSetupApi;
