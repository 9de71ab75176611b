import { skipToken } from 'shared/api/base-api';
import { selectAuthUser } from 'shared/auth/auth-slice';
import { useAppSelector } from 'shared/store/hooks';
import { useUserProfileQuery } from './portal-api';

/**
 * The signed-in user's profile as the server has it (the stored copy is only for display while it
 * loads). No stored user id means there is nothing to ask for: 'User ID not found!'.
 */
export function useOwnProfile() {
  const authUser = useAppSelector(selectAuthUser);
  const userId = authUser?.role === 'user' ? authUser.userId : undefined;
  const query = useUserProfileQuery(userId ?? skipToken);
  return {
    userId,
    query,
    name: query.data?.username ?? authUser?.name ?? '',
    email: query.data?.emailAddress ?? authUser?.email ?? '',
    /** The language saved with the account; empty until the profile is read. */
    language: query.data?.language ?? '',
  };
}
