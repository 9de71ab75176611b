import { api } from 'shared/api/base-api';
import type { FollowUpRequest } from 'shared/contract/bde-follow-up-schema';
import { BDE_PORTAL_PATHS } from 'shared/contract/bde-portal';
import { IDEMPOTENCY_KEY_HEADER } from 'shared/contract/idempotency';
import { QUEUEABLE_SEND_TIMEOUT_MS } from 'shared/forms/offline';
import type { FollowUpResult } from 'shared/contract/bde-portal-responses';

export const followUpsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Done or moved: the lead's date changes, so every figure of the BDE is read again. */
    /** With the submission's Idempotency-Key: a retry of the same follow-up is not recorded twice. */
    recordFollowUp: build.mutation<
      FollowUpResult,
      { bdeCode: string; body: FollowUpRequest; idempotencyKey: string }
    >({
      query: ({ bdeCode, body, idempotencyKey }) => ({
        url: BDE_PORTAL_PATHS.followUps(bdeCode),
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        timeout: QUEUEABLE_SEND_TIMEOUT_MS,
      }),
      invalidatesTags: ['Business'],
    }),
  }),
});

export const { useRecordFollowUpMutation } = followUpsApi;
