import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import { staffApi } from '../../app/staff-api';

/** One period's figures, in paise. */
export interface EarningsFigures {
  pendingPaise: number;
  approvedPaise: number;
  heldPaise: number;
  declinedPaise: number;
  paidPaise: number;
  tdsPaise: number;
  netPaidPaise: number;
}

/**
 * The part of a partner's earnings this section reads, shaped as the bde-earnings part answers it
 * (`BdeEarningsResponse` in shared/contract/bde-earnings-responses.ts, which is not on this branch
 * yet): this India month's and this financial year's figures. When it lands, this stand-in gives way
 * to that type; the section reads nothing else.
 */
export interface PartnerEarningsFigures {
  month: string;
  financialYear: number;
  thisMonth: EarningsFigures;
  thisYear: EarningsFigures;
}

export const partnerEarningsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    partnerEarnings: build.query<PartnerEarningsFigures, string>({
      query: (bdeCode) => STAFF_EARNINGS_PATHS.partnerEarnings({ bdeCode }),
      providesTags: (_result, _error, bdeCode) => ['StaffEarnings', { type: 'StaffEarnings', id: bdeCode }],
    }),
  }),
});

export const { usePartnerEarningsQuery } = partnerEarningsApi;
