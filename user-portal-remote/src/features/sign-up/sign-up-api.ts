import { api } from 'shared/api/base-api';
import { toFormBody } from 'shared/api/form-body';
import { USER_PATHS } from 'shared/contract/user';
import type { UserRegisterResponse } from 'shared/contract/user-responses';
import { type UserSignUpRequest } from 'shared/contract/user-schema';

const signUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    userRegister: build.mutation<UserRegisterResponse, UserSignUpRequest>({
      query: (fields) => ({ url: USER_PATHS.register, method: 'POST', body: toFormBody(fields) }),
    }),
  }),
});

export const { useUserRegisterMutation } = signUpApi;
