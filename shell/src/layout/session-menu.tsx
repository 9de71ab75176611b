import { lazy, Suspense } from 'react';
import { Link } from 'shared/routing/router';
import { selectAuthUser } from 'shared/auth/auth-slice';
import { ROUTES } from 'shared/contract/routes';
import { useAppSelector } from 'shared/store/hooks';
import { useSessionExpiry } from '../features/session/use-session-expiry';

// Most visits are not signed in: the signed-in menu is fetched only for those that are.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** Sign In / Sign Up for visitors; the signed-in person's menu otherwise. */
export function SessionMenu() {
  const authUser = useAppSelector(selectAuthUser);
  useSessionExpiry();
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
