import type { CommissionPlanRequest } from 'shared/contract/staff-earnings-schema';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { CommissionPlan, CommissionPlansResponse } from 'shared/contract/staff-earnings-responses';
import { staffApi } from '../../app/staff-api';

/** Admin: the commission plan in force, its versions, and a new version. */
export const commissionPlanApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    commissionPlans: build.query<CommissionPlansResponse, void>({
      query: () => STAFF_EARNINGS_PATHS.commissionPlans,
      providesTags: ['StaffCommissionPlan'],
    }),
    addCommissionPlan: build.mutation<CommissionPlan, CommissionPlanRequest>({
      query: (body) => ({ url: STAFF_EARNINGS_PATHS.commissionPlans, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffCommissionPlan', 'StaffAudit']),
    }),
  }),
});

export const { useCommissionPlansQuery, useAddCommissionPlanMutation } = commissionPlanApi;
