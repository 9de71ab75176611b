import { STAFF_ERASURE_PATHS } from 'shared/contract/bde-data';
import type {
  ErasureOutcome,
  ErasureRequestItem,
  ErasureRequestList,
} from 'shared/contract/bde-data-responses';
import type { ErasureDeclineBody } from 'shared/contract/bde-data-schema';
import { staffApi } from '../../app/staff-api';

// Handling a request changes the BDE too (their page, the lists) and writes an audit row.
const handled = (error: unknown) => (error ? [] : (['StaffErasure', 'StaffPartner', 'StaffAudit'] as const));

/** The BDEs' erasure requests: the list, declining one (staff) and carrying one out (admins). */
export const erasureRequestsApi = staffApi
  .enhanceEndpoints({ addTagTypes: ['StaffErasure'] })
  .injectEndpoints({
    endpoints: (build) => ({
      erasureRequests: build.query<ErasureRequestList, void>({
        query: () => STAFF_ERASURE_PATHS.requests,
        providesTags: ['StaffErasure'],
      }),
      declineErasure: build.mutation<ErasureRequestItem, { bdeCode: string; body: ErasureDeclineBody }>({
        query: ({ bdeCode, body }) => ({
          url: STAFF_ERASURE_PATHS.decline({ bdeCode }),
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, error) => [...handled(error)],
      }),
      carryOutErasure: build.mutation<ErasureOutcome, string>({
        query: (bdeCode) => ({ url: STAFF_ERASURE_PATHS.erase({ bdeCode }), method: 'POST' }),
        invalidatesTags: (_result, error) => [...handled(error)],
      }),
    }),
  });

export const { useErasureRequestsQuery, useDeclineErasureMutation, useCarryOutErasureMutation } =
  erasureRequestsApi;
