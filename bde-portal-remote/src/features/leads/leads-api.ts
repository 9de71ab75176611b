import { api } from 'shared/api/base-api';
import { BDE_PORTAL_PATHS } from 'shared/contract/bde-portal';
import type { BdeLeadsResponse } from 'shared/contract/bde-portal-responses';
import type { LeadStatus } from 'shared/contract/staff';

export interface LeadSearch {
  bdeCode: string;
  q: string;
  status: LeadStatus | '';
}

/** The leads list's address for one page: the search, the status and the page's cursor. */
export function leadsPageUrl({ bdeCode, q, status }: LeadSearch, after: string | null): string {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  if (status) query.set('status', status);
  if (after) query.set('after', after);
  const rest = query.toString();
  return rest ? `${BDE_PORTAL_PATHS.leads(bdeCode)}&${rest}` : BDE_PORTAL_PATHS.leads(bdeCode);
}

/** The BDE's own leads, page by page, keyed by the BDE's code and the search. */
export const leadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    bdeLeads: build.infiniteQuery<BdeLeadsResponse, LeadSearch, string | null>({
      query: ({ queryArg, pageParam }) => leadsPageUrl(queryArg, pageParam),
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      providesTags: ['Business'],
    }),
  }),
});

export const { useBdeLeadsInfiniteQuery } = leadsApi;
