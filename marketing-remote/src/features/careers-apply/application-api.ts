import { api } from 'shared/api/base-api';
import { CAREERS_PATHS } from 'shared/contract/careers';
import type {
  ApplicationLinkSent,
  ApplicationStatus,
  ApplicationWithdrawn,
} from 'shared/contract/job-application-responses';
import type { ApplicationKeyRequest, ApplicationLinkRequest } from 'shared/contract/job-application-schema';

// With the candidate's page only. The key goes in the body: never in an address, a log or a Referer.
export const applicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 200 with the stage; 404 for a key that names no application. */
    applicationStatus: build.mutation<ApplicationStatus, ApplicationKeyRequest>({
      query: (body) => ({ url: CAREERS_PATHS.applicationStatus, method: 'POST', body }),
    }),
    /** 200; 404 when the application is already gone. */
    withdrawApplication: build.mutation<ApplicationWithdrawn, ApplicationKeyRequest>({
      query: (body) => ({ url: CAREERS_PATHS.applicationWithdraw, method: 'POST', body }),
    }),
    /** 202, the same whatever the address: the links go to the address, never to the page. */
    sendApplicationLinks: build.mutation<ApplicationLinkSent, ApplicationLinkRequest>({
      query: (body) => ({ url: CAREERS_PATHS.applicationLinkResend, method: 'POST', body }),
    }),
  }),
});

export const {
  useApplicationStatusMutation,
  useWithdrawApplicationMutation,
  useSendApplicationLinksMutation,
} = applicationApi;
