import type { Role } from 'shared/auth/auth-slice';
import { ROUTES } from 'shared/contract/routes';

/** View Profile leads to the role's portal; other roles get nothing. */
export function profilePathFor(role: string | undefined): string | undefined {
  if (role === 'bde') return ROUTES.bdePortal.path;
  if (role === 'user') return ROUTES.userPortal.path;
  return undefined;
}

/** A BDE signs in (and lands after sign-out) at /bdelogin, everybody else at /login. */
export function signInPathFor(role: Role | undefined): string {
  return role === 'bde' ? ROUTES.bdeLogin.path : ROUTES.login.path;
}

const GUARDED = [ROUTES.userPortal.path, ROUTES.bdePortal.path];

/** Paths under a portal guard, which sends people to sign in on its own. */
export function isGuardedPath(pathname: string): boolean {
  return GUARDED.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
