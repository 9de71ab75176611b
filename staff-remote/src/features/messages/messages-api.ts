import { STAFF_PATHS } from 'shared/contract/staff';
import type {
  AssigneesResponse,
  MessageDetailResponse,
  MessageListItem,
  StaffNote,
} from 'shared/contract/staff-inbox-responses';
import type { MessageUpdateRequest, NoteRequest } from 'shared/contract/staff-inbox-schema';
import type { ListPage } from 'shared/contract/staff-list-responses';
import { staffApi } from '../../app/staff-api';
import { listUrl, type ListArgs } from '../../ui/lists/use-keyset-list';

/** Contact messages: the list, one message, its status and assignee, its notes. */
export const messagesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    messages: build.query<ListPage<MessageListItem>, ListArgs>({
      query: (args) => listUrl(STAFF_PATHS.messages, args),
      providesTags: ['StaffMessage'],
    }),
    message: build.query<MessageDetailResponse, number>({
      query: (messageId) => STAFF_PATHS.message({ messageId }),
      providesTags: (_result, _error, messageId) => [{ type: 'StaffMessage', id: messageId }],
    }),
    /** The active staff a message can be assigned to. */
    assignees: build.query<AssigneesResponse, void>({
      query: () => STAFF_PATHS.assignees,
      providesTags: ['StaffMember'],
    }),
    updateMessage: build.mutation<MessageDetailResponse, { messageId: number; change: MessageUpdateRequest }>(
      {
        query: ({ messageId, change }) => ({
          url: STAFF_PATHS.message({ messageId }),
          method: 'POST',
          body: change,
        }),
        // The message, the lists it is in and the overview's counts are read again.
        invalidatesTags: (_result, error) => (error ? [] : ['StaffMessage']),
      },
    ),
    addMessageNote: build.mutation<StaffNote, { messageId: number; note: NoteRequest }>({
      query: ({ messageId, note }) => ({
        url: STAFF_PATHS.messageNotes({ messageId }),
        method: 'POST',
        body: note,
      }),
      invalidatesTags: (_result, error, { messageId }) =>
        error ? [] : [{ type: 'StaffMessage', id: messageId }],
    }),
  }),
});

export const {
  useMessagesQuery,
  useMessageQuery,
  useAssigneesQuery,
  useUpdateMessageMutation,
  useAddMessageNoteMutation,
} = messagesApi;
