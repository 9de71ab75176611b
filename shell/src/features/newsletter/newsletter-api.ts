import { api } from 'shared/api/base-api';
import { NEWSLETTER_SUBSCRIBE_PATH, type NewsletterRequest } from 'shared/contract/newsletter';
import type { NewsletterResponse } from 'shared/contract/site-responses';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<NewsletterResponse, NewsletterRequest>({
      query: (body) => ({ url: NEWSLETTER_SUBSCRIBE_PATH, method: 'POST', body }),
    }),
  }),
});
