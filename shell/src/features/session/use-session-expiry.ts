import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'shared/routing/router';
import { selectAuthUser, selectSessionExpired, type Role } from 'shared/auth/auth-slice';
import { MESSAGES } from 'shared/contract/messages';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch, useAppSelector } from 'shared/store/hooks';
import { isGuardedPath, signInPathFor } from './session-paths';

/**
 * When the API answers 401 to someone the browser thought was signed in, the shared client clears
 * the stored user (sessionExpired). This says why, and sends the person to sign in with the page
 * they were on remembered. On a portal page its guard does the sending (with the same memory).
 */
export function useSessionExpiry() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const expired = useAppSelector(selectSessionExpired);
  const authUser = useAppSelector(selectAuthUser);
  const lastRole = useRef<Role | undefined>(authUser?.role);
  const here = useRef(location);
  const handled = useRef(expired);

  useEffect(() => {
    if (authUser) lastRole.current = authUser.role;
  }, [authUser]);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(() => {
    // Act once per ended session: `navigate` changes with the location, re-running this effect.
    if (expired === handled.current) return;
    handled.current = expired;
    if (!expired) return;
    dispatch(notify('info', MESSAGES.sessionExpired));
    const { pathname, search } = here.current;
    if (isGuardedPath(pathname)) return;
    navigate(signInPathFor(lastRole.current), { state: { from: pathname + search } });
  }, [expired, dispatch, navigate]);
}
