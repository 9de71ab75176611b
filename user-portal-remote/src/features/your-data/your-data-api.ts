import { api } from 'shared/api/base-api';
import { USER_PATHS } from 'shared/contract/user';
import type { UserDeleteRequest } from 'shared/contract/user-data-schema';

export const yourDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<void, { userId: number; fields: UserDeleteRequest }>({
      query: ({ userId, fields }) => ({
        url: USER_PATHS.deleteAccount(userId),
        method: 'POST',
        body: fields,
      }),
    }),
  }),
});

export const { useDeleteAccountMutation } = yourDataApi;
