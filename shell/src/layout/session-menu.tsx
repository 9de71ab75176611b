import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'shared/routing/router';
import { selectAuthUser } from 'shared/auth/auth-slice';
import { ROUTES } from 'shared/contract/routes';
import { useAppSelector } from 'shared/store/hooks';
import { useSessionExpiry } from '../features/session/use-session-expiry';
import { useShellText } from '../i18n/shell-text';

// Most visits are not signed in: the signed-in menu is fetched only for those that are, or are about to be.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

const SIGN_IN_PATHS: ReadonlySet<string> = new Set([
  ROUTES.login.path,
  ROUTES.bdeLogin.path,
  ROUTES.userLogin.path,
]);

/**
 * On a sign-in page, the menu's code is fetched when the form is first used, so the header does not
 * wait for it (and draw twice) in the moment after the sign-in, when the next page is being drawn.
 */
function useUserMenuEarly(signedIn: boolean) {
  const { pathname } = useLocation();
  const signingIn = !signedIn && SIGN_IN_PATHS.has(pathname);
  useEffect(() => {
    if (!signingIn) return;
    const fetchMenu = () => {
      stop();
      void loadUserMenu();
    };
    const stop = () => {
      document.removeEventListener('focusin', fetchMenu, true);
      document.removeEventListener('pointerdown', fetchMenu, true);
    };
    document.addEventListener('focusin', fetchMenu, true);
    document.addEventListener('pointerdown', fetchMenu, true);
    return stop;
  }, [signingIn]);
}

/** Sign In / Sign Up for visitors; the signed-in person's menu otherwise. */
export function SessionMenu() {
  const authUser = useAppSelector(selectAuthUser);
  const t = useShellText();
  useSessionExpiry();
  useUserMenuEarly(authUser !== null);
  if (!authUser) {
    return (
      <Link to={ROUTES.login.path} className="button button--primary site-nav__signin">
        {t('Sign In / Sign Up')}
      </Link>
    );
  }
  return (
    <Suspense fallback={<span className="session-menu__name">{authUser.name}</span>}>
      <UserMenu authUser={authUser} />
    </Suspense>
  );
}
