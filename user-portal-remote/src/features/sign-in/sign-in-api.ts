import { api } from 'shared/api/base-api';
import { toFormBody } from 'shared/api/form-body';
import { USER_PATHS, type UserLoginResponse } from 'shared/contract/user';
import { type UserLoginRequest } from 'shared/contract/user-schema';

export const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    userLogin: build.mutation<Partial<UserLoginResponse> | null, UserLoginRequest>({
      query: (fields) => ({ url: USER_PATHS.login, method: 'POST', body: toFormBody(fields) }),
    }),
  }),
});

export const { useUserLoginMutation } = signInApi;
