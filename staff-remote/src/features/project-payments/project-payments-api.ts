import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { PaymentEntry, ProjectPaymentsResponse } from 'shared/contract/staff-earnings-responses';
import { staffApi } from '../../app/staff-api';
import type { PaymentRequest, ReversalRequest } from 'shared/contract/staff-earnings-schema';

// Money received changes the project's ledger, the commission lines it earns, the partners' earnings
// and the audit log.
const recorded = (error: unknown) =>
  error ? [] : (['StaffPayment', 'StaffCommission', 'StaffEarnings', 'StaffAudit'] as const);

/** A project's payments and reversals (an append-only ledger), and recording either. */
export const projectPaymentsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    projectPayments: build.query<ProjectPaymentsResponse, number>({
      query: (projectId) => STAFF_EARNINGS_PATHS.projectPayments({ projectId }),
      providesTags: (_result, _error, projectId) => [{ type: 'StaffPayment', id: projectId }, 'StaffPayment'],
    }),
    recordPayment: build.mutation<PaymentEntry, { projectId: number; payment: PaymentRequest }>({
      query: ({ projectId, payment }) => ({
        url: STAFF_EARNINGS_PATHS.projectPayments({ projectId }),
        method: 'POST',
        body: payment,
      }),
      invalidatesTags: (_result, error) => [...recorded(error)],
    }),
    recordReversal: build.mutation<PaymentEntry, { paymentId: number; reversal: ReversalRequest }>({
      query: ({ paymentId, reversal }) => ({
        url: STAFF_EARNINGS_PATHS.paymentReversal({ paymentId }),
        method: 'POST',
        body: reversal,
      }),
      invalidatesTags: (_result, error) => [...recorded(error)],
    }),
  }),
});

export const { useProjectPaymentsQuery, useRecordPaymentMutation, useRecordReversalMutation } =
  projectPaymentsApi;
