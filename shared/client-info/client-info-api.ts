import { api } from 'shared/api/base-api';
import { CLIENT_INFO_PATH } from 'shared/contract/client-info';
import { IDEMPOTENCY_KEY_HEADER } from 'shared/contract/idempotency';
import type { ClientInfoResponse } from 'shared/contract/site-responses';
import { type ClientInfoRequest } from 'shared/contract/client-info-schema';

// Loaded when the form is sent: the page's first load does without the API client.
export const clientInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Named apart from the earlier `saveClientInfo` (which took the body alone): the one API client keeps
    // the first definition of a name, and two apps of different releases may both inject theirs.
    sendClientInfo: build.mutation<
      ClientInfoResponse,
      { body: ClientInfoRequest; idempotencyKey: string; path?: string; timeout?: number }
    >({
      // The key makes a second try of the same form (a retry, the offline queue) one lead, not two.
      query: ({ body, idempotencyKey, path = CLIENT_INFO_PATH, timeout }) => ({
        url: path,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        ...(timeout ? { timeout } : {}),
      }),
    }),
  }),
});
