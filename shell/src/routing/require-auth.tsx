import { useContext, type ReactNode } from 'react';
import { Navigate, NavigationContext, useLocation } from 'shared/routing/router';
import { selectAuthUser } from 'shared/auth/auth-slice';
import { useAppSelector } from 'shared/store/hooks';

/**
 * A portal needs a stored signed-in user, else the sign-in page, which is told where the
 * person wanted to go. This also fires when a 401 clears the stored user on a portal page.
 * It only steers the browser; the API refuses every call without a session.
 */
export function RequireAuth({ redirectTo, children }: { redirectTo: string; children: ReactNode }) {
  const authUser = useAppSelector(selectAuthUser);
  const location = useLocation();
  // The history is already at another page whose render is under way (navigations render in a
  // transition): the person left on purpose, signing out or deleting the account, and a redirect to
  // sign-in now would overtake where they were going.
  const next = (useContext(NavigationContext).navigator as { location?: { pathname: string } }).location;
  if (!authUser) {
    if (next && next.pathname !== location.pathname) return null;
    return (
      <Navigate
        to={redirectTo}
        replace
        state={{ from: location.pathname + location.search + location.hash }}
      />
    );
  }
  return children;
}
