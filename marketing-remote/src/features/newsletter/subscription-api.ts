import { api } from 'shared/api/base-api';
import { NEWSLETTER_PATHS } from 'shared/contract/newsletter';
import type { NewsletterConfirmed, NewsletterLeft } from 'shared/contract/newsletter-subscription-responses';
import type {
  NewsletterConfirmRequest,
  NewsletterUnsubscribeRequest,
} from 'shared/contract/newsletter-subscription-schema';

// With the panel, which is loaded only when an emailed link opened the page.
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 200 with the address; 400 naming `token` for a used or expired link. */
    confirmSubscription: build.mutation<NewsletterConfirmed, NewsletterConfirmRequest>({
      query: (body) => ({ url: NEWSLETTER_PATHS.confirm, method: 'POST', body }),
    }),
    /** 200; 400 naming `key` when the address is no longer on the list. */
    unsubscribe: build.mutation<NewsletterLeft, NewsletterUnsubscribeRequest>({
      query: (body) => ({ url: NEWSLETTER_PATHS.unsubscribe, method: 'POST', body }),
    }),
  }),
});
