import { api } from 'shared/api/base-api';
import { PASSWORD_RESET_PATHS } from 'shared/contract/password-reset';
import type { PasswordResetResponse, ResetLinkSentResponse } from 'shared/contract/password-reset-responses';
import type {
  BdeForgotPasswordRequest,
  PasswordResetRequest,
  UserForgotPasswordRequest,
} from 'shared/contract/password-reset-schema';

/** Who asks for a reset link: a user by email address, a BDE by user name or email address. */
export type ResetLinkRequest =
  { kind: 'user'; fields: UserForgotPasswordRequest } | { kind: 'bde'; fields: BdeForgotPasswordRequest };

const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 202 with the same message whether or not an account matched; 429 when asked too often. */
    askResetLink: build.mutation<ResetLinkSentResponse, ResetLinkRequest>({
      query: ({ kind, fields }) => ({ url: PASSWORD_RESET_PATHS[kind], method: 'POST', body: fields }),
    }),
    /** 200 says whose password it was; 400 names `token` (a dead link) or `password`. */
    resetPassword: build.mutation<PasswordResetResponse, PasswordResetRequest>({
      query: (fields) => ({ url: PASSWORD_RESET_PATHS.reset, method: 'POST', body: fields }),
    }),
  }),
});

export const { useAskResetLinkMutation, useResetPasswordMutation } = passwordResetApi;
