import { Link } from 'react-router-dom';
import { selectAuthUser } from 'shared/auth/auth-slice';
import { ROUTES } from 'shared/contract/routes';
import { useAppSelector } from 'shared/store/hooks';

/** Sign In / Sign Up for visitors; the signed-in person's name otherwise. */
export function SessionMenu() {
  const authUser = useAppSelector(selectAuthUser);
  if (!authUser) {
    return (
      <Link to={ROUTES.login.path} className="button button--primary site-nav__signin">
        Sign In / Sign Up
      </Link>
    );
  }
  const profilePath = authUser.role === 'bde' ? ROUTES.bdePortal.path : ROUTES.userPortal.path;
  return (
    <Link to={profilePath} className="site-nav__user">
      {authUser.name}
    </Link>
  );
}
