import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'shared/routing/router';
import { selectAuthUser } from 'shared/auth/auth-slice';
import { ROUTES } from 'shared/contract/routes';
import { useAppSelector } from 'shared/store/hooks';
import { useSessionExpiry } from '../features/session/use-session-expiry';

// Most visits are not signed in: the signed-in menu is fetched only for those that are, or are about to be.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

/**
 * Signed out, the menu's code is fetched when a form is sent (a sign-in, most likely): it arrives
 * with the sign-in's answer, so the header does not wait for it and draw twice in the moment after.
 */
function useUserMenuEarly(signedIn: boolean) {
  useEffect(() => {
    if (signedIn) return;
    const fetchMenu = () => void loadUserMenu();
    document.addEventListener('submit', fetchMenu, { capture: true, once: true });
    return () => document.removeEventListener('submit', fetchMenu, true);
  }, [signedIn]);
}

/** Sign In / Sign Up for visitors; the signed-in person's menu otherwise. */
export function SessionMenu() {
  const authUser = useAppSelector(selectAuthUser);
  useSessionExpiry();
  useUserMenuEarly(authUser !== null);
  if (!authUser) {
    return (
      <Link to={ROUTES.login.path} className="button button--primary site-nav__signin">
        Sign In / Sign Up
      </Link>
    );
  }
  return (
    <Suspense fallback={<span className="session-menu__name">{authUser.name}</span>}>
      <UserMenu authUser={authUser} />
    </Suspense>
  );
}
