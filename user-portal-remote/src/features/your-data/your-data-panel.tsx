import { USER_PATHS } from 'shared/contract/user';
import { useUserText } from '../../i18n/user-text';
import { UserIdMissing } from '../portal/user-id-missing';
import { useOwnProfile } from '../portal/use-own-profile';
import { DeleteAccountForm } from './delete-account-form';
import '../../forms/forms.css';
import 'shared/your-data/your-data.css';

/** /userDashboard/yourData: a copy of what the site holds about the user, and deleting the account. */
export function YourDataPanel() {
  const t = useUserText();
  const { userId } = useOwnProfile();
  return (
    <section aria-labelledby="your-data-title" className="card user-portal__panel">
      <h2 id="your-data-title">{t('Your data')}</h2>
      {userId === undefined ? (
        <UserIdMissing />
      ) : (
        <>
          <section aria-labelledby="download-title" className="your-data__part">
            <h3 id="download-title">{t('Download a copy')}</h3>
            <p>
              {t(
                'One JSON file with everything we hold about you: your account (never your password), the consent you gave and your sign-ins.',
              )}
            </p>
            {/* A plain link: the browser sends the session cookie and saves the answer as my-data.json. */}
            <a className="button" href={USER_PATHS.exportData(userId)} type="application/json">
              {t('Download my data')}
            </a>
          </section>
          <section aria-labelledby="delete-title" className="your-data__part your-data__part--danger">
            <h3 id="delete-title">{t('Delete your account')}</h3>
            <p>
              <strong>{t('This cannot be undone.')}</strong>
              {` ${t(
                'Your account, your consent records and every sign-in are deleted at once, and you are signed out. We email your address to confirm it, and our audit log keeps only the account’s number and that it was deleted.',
              )}`}
            </p>
            <DeleteAccountForm userId={userId} />
          </section>
        </>
      )}
    </section>
  );
}
