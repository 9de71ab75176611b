import { api } from 'shared/api/base-api';
import { BDE_DATA_PATHS } from 'shared/contract/bde-data';
import type { BdeErasureState } from 'shared/contract/bde-data-responses';
import type { ErasureRequestBody } from 'shared/contract/bde-data-schema';

/** The BDE's erasure request: where it stands, and asking for one. Keyed by the BDE's code. */
export const yourDataApi = api.enhanceEndpoints({ addTagTypes: ['BdeErasure'] }).injectEndpoints({
  endpoints: (build) => ({
    erasureState: build.query<BdeErasureState, string>({
      query: (bdeCode) => BDE_DATA_PATHS.erasureRequest(bdeCode),
      providesTags: ['BdeErasure'],
    }),
    requestErasure: build.mutation<BdeErasureState, { bdeCode: string; body: ErasureRequestBody }>({
      query: ({ bdeCode, body }) => ({ url: BDE_DATA_PATHS.erasureRequest(bdeCode), method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['BdeErasure']),
    }),
  }),
});

export const { useErasureStateQuery, useRequestErasureMutation } = yourDataApi;
