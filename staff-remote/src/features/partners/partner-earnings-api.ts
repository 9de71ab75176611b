import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import { staffApi } from '../../app/staff-api';

/** One period's figures, in paise. */
export interface EarningsFigures {
  pendingPaise: number;
  approvedPaise: number;
  paidPaise: number;
  tdsPaise: number;
  netPaise: number;
}

/**
 * The part of a partner's earnings this section reads: this India month's and this financial year's
 * figures. A stand-in until the BDE earnings response (shared/contract/bde-earnings-responses.ts)
 * lands; the section reads nothing else.
 */
export interface PartnerEarningsFigures {
  month: EarningsFigures & { month: string };
  year: EarningsFigures & { financialYear: number };
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
