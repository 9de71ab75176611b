import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import { errorBody } from 'shared/api/call-errors';
import { userRenamed } from 'shared/auth/auth-slice';
import { isApiErrorBody } from 'shared/contract/api-error';
import { MESSAGES } from 'shared/contract/messages';
import { PASSWORD_MIN_LENGTH } from 'shared/contract/user';
import { userUpdateSchema, type UserUpdateRequest } from 'shared/contract/user-schema';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { PasswordField } from 'shared/ui/password-field';
import { useCheckedSubmit } from '../../forms/use-checked-submit';
import { useUserUpdateMutation } from './portal-api';
import { useOwnProfile } from './use-own-profile';
import '../../forms/forms.css';

function UpdateForm({ formik }: { formik: FormikProps<UserUpdateRequest> }) {
  const onSubmit = useCheckedSubmit(formik, () => undefined);
  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <FormField name="Name" label="Full name" autoComplete="name" required />
      <FormField
        name="EmailAddress"
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="off"
        required
      />
      <PasswordField
        name="Password"
        label="New password (optional)"
        autoComplete="new-password"
        hint={`Leave blank to keep your current password. A new one needs at least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <PasswordField
        name="CurrentPassword"
        label="Current password"
        autoComplete="current-password"
        hint="Needed only to change your email address or your password."
      />
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}

/**
 * /userDashboard/userupdate: SPEC §5's update with Name, EmailAddress and an optional Password, plus the
 * current password, which the server requires to change the email or the password.
 */
export function UpdateProfileForm() {
  const dispatch = useAppDispatch();
  const { userId, query, name, email } = useOwnProfile();
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
        values: { Name: saved.name, EmailAddress: saved.email, Password: '', CurrentPassword: '' },
      });
    } catch (error) {
      dispatch(notify('error', MESSAGES.userUpdateFailed));
      const body = errorBody(error);
      if (isApiErrorBody(body) && body.errors) {
        helpers.setErrors(
          Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages[0]])),
        );
      }
    }
  }

  return (
    <section aria-labelledby="update-title" className="card user-portal__panel">
      <h2 id="update-title">Update your profile</h2>
      {userId !== undefined && query.isLoading ? (
        <p role="status">Loading your profile…</p>
      ) : (
        <Formik<UserUpdateRequest>
          initialValues={{ Name: name, EmailAddress: email, Password: '', CurrentPassword: '' }}
          enableReinitialize
          validationSchema={userUpdateSchema}
          onSubmit={submit}
        >
          {(formik) => <UpdateForm formik={formik} />}
        </Formik>
      )}
    </section>
  );
}
