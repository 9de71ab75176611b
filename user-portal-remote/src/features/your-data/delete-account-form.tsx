import { Formik, useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { MESSAGES } from 'shared/contract/messages';
import { PATHS } from 'shared/contract/route-paths';
import { userDeleteSchema, type UserDeleteRequest } from 'shared/contract/user-data-schema';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { useSharedText } from 'shared/i18n/shared-text';
import { useNavigate } from 'shared/routing/router';
import { useAppDispatch } from 'shared/store/hooks';
import { closeThenFocus } from 'shared/ui/modal-dialog';
import { PasswordField } from 'shared/ui/password-field';
import { YourDataDialog } from 'shared/your-data/your-data-dialog';
import { useUserText } from '../../i18n/user-text';
import { ACCOUNT_DELETED, accountDeleted } from './account-deleted';
import { useDeleteAccountMutation } from './your-data-api';

export const DELETE_FAILED = 'We could not delete your account just now. Please try again.';

const DELETION_CONSEQUENCES =
  'Your account, your consent records and every sign-in will be deleted now. This cannot be undone: to use the portal again you would sign up afresh.';

/** The password, then a confirmation in a dialog; only the dialog's "Yes" sends anything. */
function DeleteAccountFields({
  userId,
  confirming,
  setConfirming,
}: {
  userId: number;
  confirming: boolean;
  setConfirming: (open: boolean) => void;
}) {
  const t = useUserText();
  const tShared = useSharedText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formik = useFormikContext<UserDeleteRequest>();
  const [failed, setFailed] = useState(false);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const form = useRef<HTMLFormElement>(null);
  const checkedSubmit = useCheckedSubmit(formik, () => undefined);

  const passwordInput = () => form.current?.elements.namedItem('password') as HTMLInputElement | null;

  /** The server's answer is about the password: close the dialog and say so at the field (as translated). */
  function backToPassword(message: string) {
    void formik.setFieldTouched('password', true, false);
    formik.setFieldError('password', message);
    closeThenFocus(() => setConfirming(false), passwordInput());
  }

  async function confirm() {
    setFailed(false);
    try {
      await deleteAccount({ userId, fields: { password: formik.values.password } }).unwrap();
    } catch (error) {
      const fieldError = apiFieldErrors<UserDeleteRequest>(errorBody(error), ['password']).password;
      if (fieldError) backToPassword(fieldError);
      else if (errorStatus(error) === 429) backToPassword(tShared(MESSAGES.tooManyAttempts));
      else setFailed(true);
      return;
    }
    dispatch(
      accountDeleted(
        () => closeThenFocus(() => navigate(PATHS.home), document.getElementById('main-content')),
        t(ACCOUNT_DELETED),
      ),
    );
  }

  return (
    <form
      method="post"
      ref={form}
      className="account-form"
      noValidate
      onSubmit={(event) => {
        setFailed(false);
        void checkedSubmit(event);
      }}
    >
      <PasswordField
        name="password"
        label={t('Your password')}
        autoComplete="current-password"
        hint={t('To be sure it is you.')}
        required
      />
      <div className="account-form__actions">
        <button type="submit" className="button button--danger">
          {t('Delete my account…')}
        </button>
      </div>
      {confirming && (
        <YourDataDialog
          title={t('Delete your account for good?')}
          description={t(DELETION_CONSEQUENCES)}
          cancelLabel={t('Cancel, keep my account')}
          confirmLabel={t('Yes, delete my account')}
          busyLabel={t('Deleting…')}
          busy={isLoading}
          problem={failed ? t(DELETE_FAILED) : null}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}

/** Deleting the account: a warning, the password, and a confirmation before anything is sent. */
export function DeleteAccountForm({ userId }: { userId: number }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Formik<UserDeleteRequest>
      initialValues={{ password: '' }}
      validationSchema={userDeleteSchema}
      // Async, so Formik ends its submit here: the dialog sends the request, not the form.
      onSubmit={async () => setConfirming(true)}
    >
      <DeleteAccountFields userId={userId} confirming={confirming} setConfirming={setConfirming} />
    </Formik>
  );
}
