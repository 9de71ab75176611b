import { api } from 'shared/api/base-api';
import type { FollowUpRequest } from 'shared/contract/bde-follow-up-schema';
import { BDE_PORTAL_PATHS } from 'shared/contract/bde-portal';
import type { FollowUpResult } from 'shared/contract/bde-portal-responses';

export const followUpsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Done or moved: the lead's date changes, so every figure of the BDE is read again. */
    recordFollowUp: build.mutation<FollowUpResult, { bdeCode: string; body: FollowUpRequest }>({
      query: ({ bdeCode, body }) => ({ url: BDE_PORTAL_PATHS.followUps(bdeCode), method: 'POST', body }),
      invalidatesTags: ['Business'],
    }),
  }),
});

export const { useRecordFollowUpMutation } = followUpsApi;
