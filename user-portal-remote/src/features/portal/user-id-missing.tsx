import { Link } from 'shared/routing/router';
import { MESSAGES } from 'shared/contract/messages';
import { ROUTES } from 'shared/contract/routes';

/** Shown when the stored sign-in has no user id (say, a BDE sign-in): nothing can be loaded. */
export function UserIdMissing() {
  return (
    <div className="user-portal__notice" role="alert">
      <p>{MESSAGES.userIdNotFound}</p>
      <p>
        <Link to={ROUTES.login.path}>Sign in with your user account</Link> to see your profile.
      </p>
    </div>
  );
}
