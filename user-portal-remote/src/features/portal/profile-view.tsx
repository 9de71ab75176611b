import { Link } from 'shared/routing/router';
import { errorStatus } from 'shared/forms/call-errors';
import { useUserText } from '../../i18n/user-text';
import { PORTAL_PATHS } from './portal-paths';
import { useOwnProfile } from './use-own-profile';
import { UserIdMissing } from './user-id-missing';

/** /userDashboard/userProfile: the profile as the server has it. */
export function ProfileView() {
  const t = useUserText();
  const { userId, query } = useOwnProfile();
  return (
    <section aria-labelledby="profile-title" className="card user-portal__panel">
      <h2 id="profile-title">{t('Your profile')}</h2>
      {userId === undefined ? (
        <UserIdMissing />
      ) : query.isLoading ? (
        <p role="status">{t('Loading your profile…')}</p>
      ) : query.isError && errorStatus(query.error) !== 401 ? (
        <div className="user-portal__notice" role="alert">
          <p>{t('We could not load your profile just now.')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('Try again')}
          </button>
        </div>
      ) : query.data ? (
        <>
          <dl className="profile-list">
            <div>
              <dt>{t('Name')}</dt>
              <dd>{query.data.username}</dd>
            </div>
            <div>
              <dt>{t('Email address')}</dt>
              <dd>{query.data.emailAddress}</dd>
            </div>
          </dl>
          <Link to={PORTAL_PATHS.update} className="button button--primary">
            {t('Update profile')}
          </Link>
        </>
      ) : null}
    </section>
  );
}
