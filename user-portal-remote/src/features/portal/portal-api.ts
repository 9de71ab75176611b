import { api } from 'shared/api/base-api';
import { toFormBody } from 'shared/api/form-body';
import { USER_PATHS } from 'shared/contract/user';
import type { UserProfileResponse, UserUpdateResponse } from 'shared/contract/user-responses';
import { type UserUpdateRequest } from 'shared/contract/user-schema';

export const portalApi = api.injectEndpoints({
  endpoints: (build) => ({
    userProfile: build.query<UserProfileResponse, number>({
      query: (userId) => USER_PATHS.username(userId),
      providesTags: (_result, _error, userId) => [{ type: 'UserProfile', id: userId }],
    }),
    userUpdate: build.mutation<UserUpdateResponse, { userId: number; fields: UserUpdateRequest }>({
      query: ({ userId, fields }) => ({
        url: USER_PATHS.update(userId),
        method: 'POST',
        body: toFormBody(fields),
      }),
      invalidatesTags: (_result, error, { userId }) => (error ? [] : [{ type: 'UserProfile', id: userId }]),
    }),
  }),
});

export const { useUserProfileQuery, useUserUpdateMutation } = portalApi;
