import { Link } from 'shared/routing/router';
import { MESSAGES } from 'shared/contract/messages';
import { PATHS } from 'shared/contract/route-paths';
import { linkedText } from 'shared/i18n/linked-text';
import { useSharedText } from 'shared/i18n/shared-text';
import { useUserText } from '../../i18n/user-text';

/** Shown when the stored sign-in has no user id (say, a BDE sign-in): nothing can be loaded. */
export function UserIdMissing() {
  const t = useUserText();
  const tShared = useSharedText();
  return (
    <div className="user-portal__notice" role="alert">
      <p>{tShared(MESSAGES.userIdNotFound)}</p>
      <p>
        {linkedText(t('<link>Sign in with your user account</link> to see your profile.'), (words) => (
          <Link to={PATHS.login}>{words}</Link>
        ))}
      </p>
    </div>
  );
}
