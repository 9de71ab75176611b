import { Link } from 'shared/routing/router';
import { MESSAGES } from 'shared/contract/messages';
import { PATHS } from 'shared/contract/route-paths';

/** Shown when the stored sign-in has no user id (say, a BDE sign-in): nothing can be loaded. */
export function UserIdMissing() {
  return (
    <div className="user-portal__notice" role="alert">
      <p>{MESSAGES.userIdNotFound}</p>
      <p>
        <Link to={PATHS.login}>Sign in with your user account</Link> to see your profile.
      </p>
    </div>
  );
}
