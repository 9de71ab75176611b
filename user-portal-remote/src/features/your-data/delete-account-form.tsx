import { Formik, useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { errorBody, errorStatus } from 'shared/api/call-errors';
import { MESSAGES } from 'shared/contract/messages';
import { PATHS } from 'shared/contract/route-paths';
import { userDeleteSchema, type UserDeleteRequest } from 'shared/contract/user-data-schema';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { useNavigate } from 'shared/routing/router';
import { useAppDispatch } from 'shared/store/hooks';
import { closeThenFocus } from 'shared/ui/modal-dialog';
import { PasswordField } from 'shared/ui/password-field';
import { YourDataDialog } from 'shared/your-data/your-data-dialog';
import { accountDeleted } from './account-deleted';
import { useDeleteAccountMutation } from './your-data-api';

export const DELETE_FAILED = 'We could not delete your account just now. Please try again.';

const DELETION_CONSEQUENCES =
  'Your account, your consent records and every sign-in will be deleted now. This cannot be undone: ' +
  'to use the portal again you would sign up afresh.';

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
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formik = useFormikContext<UserDeleteRequest>();
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const form = useRef<HTMLFormElement>(null);
  const checkedSubmit = useCheckedSubmit(formik, () => undefined);

  const passwordInput = () => form.current?.elements.namedItem('password') as HTMLInputElement | null;

  /** The server's answer is about the password: close the dialog and say so at the field. */
  function backToPassword(message: string) {
    void formik.setFieldTouched('password', true, false);
    formik.setFieldError('password', message);
    closeThenFocus(() => setConfirming(false), passwordInput());
  }

  async function confirm() {
    setProblem(null);
    try {
      await deleteAccount({ userId, fields: { password: formik.values.password } }).unwrap();
    } catch (error) {
      const fieldError = apiFieldErrors<UserDeleteRequest>(errorBody(error), ['password']).password;
      if (fieldError) backToPassword(fieldError);
      else if (errorStatus(error) === 429) backToPassword(MESSAGES.tooManyAttempts);
      else setProblem(DELETE_FAILED);
      return;
    }
    dispatch(
      accountDeleted(() => {
        closeThenFocus(() => navigate(PATHS.home), document.getElementById('main-content'));
      }),
    );
  }

  return (
    <form
      method="post"
      ref={form}
      className="account-form"
      noValidate
      onSubmit={(event) => {
        setProblem(null);
        void checkedSubmit(event);
      }}
    >
      <PasswordField
        name="password"
        label="Your password"
        autoComplete="current-password"
        hint="To be sure it is you."
        required
      />
      <div className="account-form__actions">
        <button type="submit" className="button button--danger">
          Delete my account…
        </button>
      </div>
      {confirming && (
        <YourDataDialog
          title="Delete your account for good?"
          description={DELETION_CONSEQUENCES}
          cancelLabel="Cancel, keep my account"
          confirmLabel="Yes, delete my account"
          busyLabel="Deleting…"
          busy={isLoading}
          problem={problem}
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
