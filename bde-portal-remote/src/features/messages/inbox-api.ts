import { api } from 'shared/api/base-api';
import type { MessageRequest } from 'shared/contract/bde-inbox-schema';
import type {
  BdeMessage,
  BdeMessagesResponse,
  BdeNotificationsResponse,
  UnreadCount,
} from 'shared/contract/bde-inbox-responses';
import { BDE_INBOX_PATHS } from 'shared/contract/earnings';

/**
 * After a "read up to" call answers: `update` gives the cached list the new count and the time they
 * were read, without another call. A refusal is the form's to show; nothing cached changes.
 */
async function whenRead(
  answered: Promise<{ data: UnreadCount }>,
  update: (unread: number, at: string) => void,
): Promise<void> {
  const result = await answered.catch(() => null);
  if (result) update(result.data.unread, new Date().toISOString());
}

/** The bell's notifications and the conversation with the office, keyed by the stored bdeCode. */
export const inboxApi = api
  .enhanceEndpoints({ addTagTypes: ['BdeNotifications', 'BdeMessages'] })
  .injectEndpoints({
    endpoints: (build) => ({
      bdeNotifications: build.query<BdeNotificationsResponse, string>({
        query: (bdeCode) => BDE_INBOX_PATHS.notifications(bdeCode),
        providesTags: ['BdeNotifications'],
      }),
      /** Marks them read up to `upTo`; the cached list is updated in place, without another call. */
      markNotificationsRead: build.mutation<UnreadCount, { bdeCode: string; upTo: number }>({
        query: ({ bdeCode, upTo }) => ({
          url: BDE_INBOX_PATHS.notifications(bdeCode),
          method: 'POST',
          body: { upTo },
        }),
        async onQueryStarted({ bdeCode, upTo }, { dispatch, queryFulfilled }) {
          await whenRead(queryFulfilled, (unread, at) =>
            dispatch(
              inboxApi.util.updateQueryData('bdeNotifications', bdeCode, (draft) => {
                draft.unread = unread;
                for (const item of draft.items) if (item.id <= upTo && !item.readAt) item.readAt = at;
              }),
            ),
          );
        },
      }),
      bdeMessages: build.query<BdeMessagesResponse, string>({
        query: (bdeCode) => BDE_INBOX_PATHS.messages(bdeCode),
        providesTags: ['BdeMessages'],
      }),
      sendMessage: build.mutation<BdeMessage, { bdeCode: string; body: MessageRequest }>({
        query: ({ bdeCode, body }) => ({ url: BDE_INBOX_PATHS.messages(bdeCode), method: 'POST', body }),
        invalidatesTags: (_result, error) => (error ? [] : ['BdeMessages']),
      }),
      markMessagesRead: build.mutation<UnreadCount, { bdeCode: string; upTo: number }>({
        query: ({ bdeCode, upTo }) => ({
          url: BDE_INBOX_PATHS.messagesRead(bdeCode),
          method: 'POST',
          body: { upTo },
        }),
        async onQueryStarted({ bdeCode, upTo }, { dispatch, queryFulfilled }) {
          await whenRead(queryFulfilled, (unread, at) =>
            dispatch(
              inboxApi.util.updateQueryData('bdeMessages', bdeCode, (draft) => {
                draft.unread = unread;
                for (const item of draft.items) {
                  if (item.from === 'office' && item.id <= upTo && !item.readAt) item.readAt = at;
                }
              }),
            ),
          );
        },
      }),
    }),
  });

export const {
  useBdeNotificationsQuery,
  useMarkNotificationsReadMutation,
  useBdeMessagesQuery,
  useSendMessageMutation,
  useMarkMessagesReadMutation,
} = inboxApi;
