import { api } from 'shared/api/base-api';
import { CLIENT_INFO_PATH } from 'shared/contract/client-info';
import type { ClientInfoResponse } from 'shared/contract/site-responses';
import { type ClientInfoRequest } from 'shared/contract/client-info-schema';

// Loaded when the form is sent: the page's first load does without the API client.
export const clientInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveClientInfo: build.mutation<ClientInfoResponse, ClientInfoRequest>({
      query: (body) => ({ url: CLIENT_INFO_PATH, method: 'POST', body }),
    }),
  }),
});
