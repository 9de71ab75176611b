import type { MessageRequest } from 'shared/contract/bde-inbox-schema';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { PartnerMessagesResponse } from 'shared/contract/staff-earnings-responses';
import { staffApi } from '../../app/staff-api';

/** The conversation with one BDE on their page: reading it marks theirs read; a reply answers it anew. */
export const partnerMessagesApi = staffApi
  .enhanceEndpoints({ addTagTypes: ['StaffPartnerMessages'] })
  .injectEndpoints({
    endpoints: (build) => ({
      partnerMessages: build.query<PartnerMessagesResponse, string>({
        query: (bdeCode) => STAFF_EARNINGS_PATHS.partnerMessages({ bdeCode }),
        providesTags: (_result, _error, bdeCode) => [{ type: 'StaffPartnerMessages', id: bdeCode }],
      }),
      writeToPartner: build.mutation<PartnerMessagesResponse, { bdeCode: string; body: MessageRequest }>({
        query: ({ bdeCode, body }) => ({
          url: STAFF_EARNINGS_PATHS.partnerMessages({ bdeCode }),
          method: 'POST',
          body,
        }),
        // The answer is the conversation with the reply in it; the audit log has a new row.
        async onQueryStarted({ bdeCode }, { dispatch, queryFulfilled }) {
          const result = await queryFulfilled.catch(() => null);
          if (!result) return;
          dispatch(partnerMessagesApi.util.upsertQueryData('partnerMessages', bdeCode, result.data));
          dispatch(staffApi.util.invalidateTags(['StaffAudit']));
        },
      }),
    }),
  });

export const { usePartnerMessagesQuery, useWriteToPartnerMutation } = partnerMessagesApi;
