import type { BdeEarningsResponse } from 'shared/contract/bde-earnings-responses';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import { staffApi } from '../../app/staff-api';

/** What the section reads of a partner's earnings: the answer the BDE's own portal gets. */
export type PartnerEarningsFigures = Pick<
  BdeEarningsResponse,
  'month' | 'financialYear' | 'thisMonth' | 'thisYear'
>;

export const partnerEarningsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    partnerEarnings: build.query<BdeEarningsResponse, string>({
      query: (bdeCode) => STAFF_EARNINGS_PATHS.partnerEarnings({ bdeCode }),
      providesTags: (_result, _error, bdeCode) => ['StaffEarnings', { type: 'StaffEarnings', id: bdeCode }],
    }),
  }),
});

export const { usePartnerEarningsQuery } = partnerEarningsApi;
