import { api } from 'shared/api/base-api';
import { CLIENT_INFO_PATH, type ClientInfoResponse } from 'shared/contract/client-info';
import { type ClientInfoRequest } from 'shared/contract/client-info-schema';

export const clientInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveClientInfo: build.mutation<ClientInfoResponse, ClientInfoRequest>({
      query: (body) => ({ url: CLIENT_INFO_PATH, method: 'POST', body }),
    }),
  }),
});

export const { useSaveClientInfoMutation } = clientInfoApi;
