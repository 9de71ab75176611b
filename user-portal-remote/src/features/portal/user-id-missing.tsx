import { Link } from 'shared/routing/router';
import { MESSAGES } from 'shared/contract/messages';
import { PATHS } from 'shared/contract/route-paths';
import { richText } from 'shared/i18n/rich-text';
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
        {richText(t, '{{link}} to see your profile.', {
          link: <Link to={PATHS.login}>{t('Sign in with your user account')}</Link>,
        })}
      </p>
    </div>
  );
}
