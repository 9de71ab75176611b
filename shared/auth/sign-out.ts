// By package name, as in sign-in.ts: in a remote only a `shared/...` request reaches the shell's one
// API client, whose endpoints the store's middleware knows.
import { api } from 'shared/api/base-api';
import { EXECUTIVE_PATHS } from '../contract/executive';
import { USER_PATHS } from '../contract/user';
import type { AppDispatch } from '../store/create-store';
import type { RootState } from '../store/root-reducer';
import { selectAuthUser, signedOut, type Role } from 'shared/auth/auth-slice';

/** Each kind of session is ended at its own API (its paths mirror the sign-in paths). */
const LOGOUT_PATHS: Record<Role, string> = {
  user: USER_PATHS.logout,
  bde: EXECUTIVE_PATHS.logout,
};

const signOutApi = api.injectEndpoints({
  endpoints: (build) => ({
    endServerSession: build.mutation<void, string>({
      query: (url) => ({ url, method: 'POST' }),
    }),
  }),
});

/**
 * Signs the person out: ends the server session first (so the cookie is dead before anyone else
 * can use this browser), then lets the caller move to the next page, then clears the stored user.
 * Leaving before clearing means a guarded page never flashes its own "please sign in" redirect.
 * A failed call (network, or a route not there yet) still signs the person out of this browser.
 */
export function signOut(leave: (role: Role | undefined) => void) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<Role | undefined> => {
    const role = selectAuthUser(getState())?.role;
    try {
      await dispatch(signOutApi.endpoints.endServerSession.initiate(LOGOUT_PATHS[role ?? 'user'])).unwrap();
    } catch (error) {
      console.warn('[auth] the server session could not be ended:', error);
    }
    leave(role);
    dispatch(signedOut());
    return role;
  };
}
