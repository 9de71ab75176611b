import { api } from 'shared/api/base-api';
import { toFormBody } from 'shared/api/form-body';
import { EXECUTIVE_PATHS, type BdeLoginResponse } from 'shared/contract/executive';
import { type BdeLoginRequest } from 'shared/contract/executive-schema';

export const bdeAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7: form data userName, password -> { bdeCode, userName, fullName } and a session cookie. */
    bdeLogin: build.mutation<BdeLoginResponse, BdeLoginRequest>({
      query: (fields) => ({ url: EXECUTIVE_PATHS.login, method: 'POST', body: toFormBody(fields) }),
    }),
  }),
});

export const { useBdeLoginMutation } = bdeAuthApi;
