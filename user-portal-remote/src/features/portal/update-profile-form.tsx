import { Formik, type FormikHelpers } from 'formik';
import { errorBody } from 'shared/forms/call-errors';
import { userRenamed } from 'shared/auth/auth-slice';
import { MESSAGES } from 'shared/contract/messages';
import { userUpdateSchema, type UserUpdateRequest } from 'shared/contract/user-schema';
import { LANGUAGES, LANGUAGE_NAMES } from 'shared/i18n/languages';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { FormField } from 'shared/ui/form-field';
import { AccountFields } from '../../forms/account-fields';
import { AccountForm } from '../../forms/account-form';
import { useUserText } from '../../i18n/user-text';
import { useUserUpdateMutation } from './portal-api';
import { useOwnProfile } from './use-own-profile';
import '../../forms/forms.css';

/**
 * /userDashboard/userupdate: the update with Name, EmailAddress and an optional Password, plus the
 * current password, which the server requires to change the email or the password, and the language
 * saved with the account (each named in its own script).
 */
export function UpdateProfileForm() {
  const t = useUserText();
  const dispatch = useAppDispatch();
  const { userId, query, name, email, language } = useOwnProfile();
  const [update] = useUserUpdateMutation();

  async function submit(values: UserUpdateRequest, helpers: FormikHelpers<UserUpdateRequest>) {
    if (userId === undefined) {
      dispatch(notify('error', MESSAGES.userIdNotFound));
      return;
    }
    try {
      const saved = await update({ userId, fields: values }).unwrap();
      dispatch(userRenamed({ name: saved.name, email: saved.email }));
      dispatch(notify('success', MESSAGES.userUpdateSuccess));
      helpers.resetForm({
        values: {
          Name: saved.name,
          EmailAddress: saved.email,
          Password: '',
          CurrentPassword: '',
          Language: saved.language,
        },
      });
    } catch (error) {
      dispatch(notify('error', MESSAGES.userUpdateFailed));
      const fieldErrors = apiFieldErrors<UserUpdateRequest>(errorBody(error));
      if (Object.keys(fieldErrors).length) helpers.setErrors(fieldErrors);
    }
  }

  return (
    <section aria-labelledby="update-title" className="card user-portal__panel">
      <h2 id="update-title">{t('Update your profile')}</h2>
      {userId !== undefined && query.isLoading ? (
        <p role="status">{t('Loading your profile…')}</p>
      ) : (
        <Formik<UserUpdateRequest>
          initialValues={{
            Name: name,
            EmailAddress: email,
            Password: '',
            CurrentPassword: '',
            Language: language,
          }}
          enableReinitialize
          validationSchema={userUpdateSchema}
          onSubmit={submit}
        >
          <AccountForm submitLabel={t('Save changes')} busyLabel={t('Saving…')}>
            <AccountFields variant="update" />
            <FormField
              as="select"
              name="Language"
              label={t('Language')}
              hint={t('Our emails to you are written in it, on any device you sign in from.')}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </FormField>
          </AccountForm>
        </Formik>
      )}
    </section>
  );
}
