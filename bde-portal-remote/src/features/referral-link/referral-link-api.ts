import { api } from 'shared/api/base-api';
import { REFERRAL_PATHS } from 'shared/contract/referral-link';
import type { ReferralLinkResponse, ReferralStatsResponse } from 'shared/contract/referral-link-responses';

/**
 * The BDE's personal link and its weekly counts. The server answers for the session's BDE alone; the
 * code is only the cache key, so a BDE signing in after another in the same tab never sees theirs.
 */
export const referralLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    referralLink: build.query<ReferralLinkResponse, string>({
      query: () => REFERRAL_PATHS.link,
    }),
    referralStats: build.query<ReferralStatsResponse, string>({
      query: () => REFERRAL_PATHS.stats,
      providesTags: ['Business'],
    }),
  }),
});

export const { useReferralLinkQuery, useReferralStatsQuery } = referralLinkApi;
