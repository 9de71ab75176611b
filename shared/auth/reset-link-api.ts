// Here rather than beside the form in shared/password-reset/: auth/ is one instance for the whole site
// (webpack.common.js), so the endpoint is added to the API client once, though both portals' sign-in
// cards, on /login side by side, use it. The API client by its package name, as in sign-in.ts.
import { api } from 'shared/api/base-api';
import { PASSWORD_RESET_PATHS } from '../contract/password-reset';
import type { ResetLinkSentResponse } from '../contract/password-reset-responses';
import type { BdeForgotPasswordRequest, UserForgotPasswordRequest } from '../contract/password-reset-schema';

/** Who asks for a reset link: a user by email address, a BDE by user name or email address. */
export type ResetLinkRequest =
  { kind: 'user'; fields: UserForgotPasswordRequest } | { kind: 'bde'; fields: BdeForgotPasswordRequest };

const resetLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 202 with the same message whether or not an account matched; 429 when asked too often. */
    askResetLink: build.mutation<ResetLinkSentResponse, ResetLinkRequest>({
      query: ({ kind, fields }) => ({ url: PASSWORD_RESET_PATHS[kind], method: 'POST', body: fields }),
    }),
  }),
});

export const { useAskResetLinkMutation } = resetLinkApi;
