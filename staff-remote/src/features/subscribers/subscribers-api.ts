import type { NewsletterIssueQueued } from 'shared/contract/newsletter-subscription-responses';
import type { NewsletterIssueRequest } from 'shared/contract/newsletter-subscription-schema';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type { RemovedSubscriber, SubscriberListItem } from 'shared/contract/staff-subscriber-responses';
import { staffApi } from '../../app/staff-api';
import { listUrl, type ListArgs } from '../../ui/lists/use-keyset-list';

/** Newsletter subscribers: the list, removing one, and sending a newsletter (the export is a plain download link). */
export const subscribersApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    subscribers: build.query<ListPage<SubscriberListItem>, ListArgs>({
      query: (args) => listUrl(STAFF_PATHS.subscribers, args),
      providesTags: ['StaffSubscriber'],
    }),
    removeSubscriber: build.mutation<RemovedSubscriber, number>({
      query: (subscriberId) => ({ url: STAFF_PATHS.subscriberRemove({ subscriberId }), method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffSubscriber', 'StaffAudit']),
    }),
    /** Admins: 202 with how many confirmed subscribers it was queued for. */
    sendNewsletter: build.mutation<NewsletterIssueQueued, NewsletterIssueRequest>({
      query: (body) => ({ url: STAFF_PATHS.newsletterIssue, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['StaffAudit']),
    }),
  }),
});

export const { useSubscribersQuery, useRemoveSubscriberMutation, useSendNewsletterMutation } = subscribersApi;
