import { api } from 'shared/api/base-api';
import { PASSWORD_RESET_PATHS } from 'shared/contract/password-reset';
import type { PasswordResetResponse } from 'shared/contract/password-reset-responses';
import type { PasswordResetRequest } from 'shared/contract/password-reset-schema';

const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 200 says whose password it was; 400 names `token` (a dead link) or `password`. */
    resetPassword: build.mutation<PasswordResetResponse, PasswordResetRequest>({
      query: (fields) => ({ url: PASSWORD_RESET_PATHS.reset, method: 'POST', body: fields }),
    }),
  }),
});

export const { useResetPasswordMutation } = passwordResetApi;
