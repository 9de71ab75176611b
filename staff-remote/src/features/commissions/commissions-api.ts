import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type {
  CommissionActionResponse,
  CommissionListResponse,
} from 'shared/contract/staff-earnings-responses';
import type { CommissionActionRequest } from 'shared/contract/staff-earnings-schema';
import { staffApi } from '../../app/staff-api';
import { listUrl, type ListArgs } from '../../ui/lists/use-keyset-list';

/** The commission lines, a page at a time, and what staff do to them. */
export const commissionsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    commissions: build.query<CommissionListResponse, ListArgs>({
      query: (args) => listUrl(STAFF_EARNINGS_PATHS.commissions, args),
      providesTags: ['StaffCommission'],
    }),
    commissionAction: build.mutation<CommissionActionResponse, CommissionActionRequest>({
      query: (body) => ({ url: STAFF_EARNINGS_PATHS.commissionActions, method: 'POST', body }),
      // The lines, a partner's earnings and the audit log change; approved lines are the next payout's.
      invalidatesTags: (_result, error) =>
        error ? [] : ['StaffCommission', 'StaffEarnings', 'StaffPayout', 'StaffAudit'],
    }),
  }),
});

export const { useCommissionsQuery, useCommissionActionMutation } = commissionsApi;
