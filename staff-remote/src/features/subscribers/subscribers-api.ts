import { STAFF_PATHS } from 'shared/contract/staff';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type { RemovedSubscriber, SubscriberListItem } from 'shared/contract/staff-subscriber-responses';
import { staffApi } from '../../app/staff-api';
import { listUrl, type ListArgs } from '../lists/use-keyset-list';

/** Newsletter subscribers: the list and removing one (the export is a plain download link). */
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
  }),
});

export const { useSubscribersQuery, useRemoveSubscriberMutation } = subscribersApi;
