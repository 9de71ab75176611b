import { errorStatus } from 'shared/forms/call-errors';
import { STAFF_RELEASE_PATHS } from 'shared/contract/releases';
import type {
  CanaryRequest,
  PinRequest,
  ReleaseStepRequest,
  UnpinRequest,
} from 'shared/contract/releases-schema';
import type { StaffReleasesResponse } from 'shared/contract/staff-release-responses';
import { staffApi } from '../../app/staff-api';

// A change refused because another came first (409) still means the list is out of date.
const changed = (error: unknown) =>
  !error || errorStatus(error) === 409 ? (['StaffRelease', 'StaffAudit'] as const) : [];

/** The remotes' releases: the list, an admin's changes, and this browser's pins. */
export const remoteReleasesApi = staffApi
  .enhanceEndpoints({ addTagTypes: ['StaffRelease'] })
  .injectEndpoints({
    endpoints: (build) => ({
      remoteReleases: build.query<StaffReleasesResponse, void>({
        query: () => STAFF_RELEASE_PATHS.releases,
        providesTags: ['StaffRelease'],
      }),
      startCanary: build.mutation<StaffReleasesResponse, CanaryRequest>({
        query: (body) => ({ url: STAFF_RELEASE_PATHS.canary, method: 'POST', body }),
        invalidatesTags: (_result, error) => [...changed(error)],
      }),
      promoteCanary: build.mutation<StaffReleasesResponse, ReleaseStepRequest>({
        query: (body) => ({ url: STAFF_RELEASE_PATHS.promote, method: 'POST', body }),
        invalidatesTags: (_result, error) => [...changed(error)],
      }),
      rollBackRelease: build.mutation<StaffReleasesResponse, ReleaseStepRequest>({
        query: (body) => ({ url: STAFF_RELEASE_PATHS.rollback, method: 'POST', body }),
        invalidatesTags: (_result, error) => [...changed(error)],
      }),
      pinRelease: build.mutation<StaffReleasesResponse, PinRequest>({
        query: (body) => ({ url: STAFF_RELEASE_PATHS.pin, method: 'POST', body }),
        invalidatesTags: (_result, error) => (error ? [] : ['StaffRelease', 'StaffAudit']),
      }),
      unpinRelease: build.mutation<StaffReleasesResponse, UnpinRequest>({
        query: (body) => ({ url: STAFF_RELEASE_PATHS.unpin, method: 'POST', body }),
        invalidatesTags: (_result, error) => (error ? [] : ['StaffRelease']),
      }),
    }),
  });

export const {
  useRemoteReleasesQuery,
  useStartCanaryMutation,
  usePromoteCanaryMutation,
  useRollBackReleaseMutation,
  usePinReleaseMutation,
  useUnpinReleaseMutation,
} = remoteReleasesApi;
