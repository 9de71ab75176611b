import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { PayoutBatchListResponse, PayoutBatchResponse } from 'shared/contract/staff-earnings-responses';
import { staffApi } from '../../app/staff-api';

/** The payout batches: the list, one batch, creating the month's, and each transfer's UTR. */
export const payoutsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    payoutBatches: build.query<PayoutBatchListResponse, void>({
      query: () => STAFF_EARNINGS_PATHS.payouts,
      providesTags: ['StaffPayout'],
    }),
    payoutBatch: build.query<PayoutBatchResponse, number>({
      query: (batchId) => STAFF_EARNINGS_PATHS.payout({ batchId }),
      providesTags: (_result, _error, batchId) => ['StaffPayout', { type: 'StaffPayout', id: batchId }],
    }),
    createPayoutBatch: build.mutation<PayoutBatchResponse, { month: string }>({
      query: (body) => ({ url: STAFF_EARNINGS_PATHS.payouts, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffPayout', 'StaffCommission', 'StaffAudit']),
    }),
    // Answered with the whole batch as it stands after (the row paid, the counts moved on).
    recordPayoutUtr: build.mutation<PayoutBatchResponse, { batchId: number; payoutId: number; utr: string }>({
      query: ({ batchId, payoutId, utr }) => ({
        url: STAFF_EARNINGS_PATHS.payoutUtr({ batchId, payoutId }),
        method: 'POST',
        body: { utr },
      }),
      // Its lines become paid: the lines, the partner's earnings and the batch's counts change.
      invalidatesTags: (_result, error) =>
        error ? [] : ['StaffPayout', 'StaffCommission', 'StaffEarnings', 'StaffAudit'],
    }),
  }),
});

export const {
  usePayoutBatchesQuery,
  usePayoutBatchQuery,
  useCreatePayoutBatchMutation,
  useRecordPayoutUtrMutation,
} = payoutsApi;
