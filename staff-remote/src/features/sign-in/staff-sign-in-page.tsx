import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import { staffLoginSchema, type StaffLoginRequest } from 'shared/contract/staff-account-schema';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useLocation, useNavigate } from 'shared/routing/router';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { PasswordField } from 'shared/ui/password-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { nextAfterSignIn } from '../../app/staff-paths';
import { signInHistoryNotice } from './sign-in-history';
import { useStaffSignInMutation } from './staff-sign-in-api';
import './staff-account.css';

const INITIAL_VALUES: StaffLoginRequest = { email: '', password: '', code: '' };

export const SIGN_IN_INVALID_FORM = 'Check the fields marked below.';
export const SIGN_IN_FAILED = 'Could not sign you in. Check your connection and try again.';

/** What to say above the button when the API refused: its own title (a wrong code, too many tries). */
function failureMessage(error: unknown): string {
  const body = errorBody(error);
  const status = errorStatus(error);
  if (status !== undefined && status < 500 && isApiErrorBody(body)) return body.title;
  return SIGN_IN_FAILED;
}

function SignInForm({ problem, onInvalid }: { problem: string | null; onInvalid: () => void }) {
  const formik = useFormikContext<StaffLoginRequest>();
  const onSubmit = useCheckedSubmit(formik, onInvalid);
  return (
    <form className="staff-form staff-account__form" noValidate onSubmit={onSubmit}>
      <FormField name="email" label="Email" type="email" autoComplete="username" required />
      <PasswordField name="password" label="Password" autoComplete="current-password" required />
      <FormField
        name="code"
        label="Authenticator code"
        hint="The 6-digit code your authenticator app shows now. Lost your phone? Enter one of your recovery codes instead."
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <p className="staff-account__problem" role="alert">
        {problem}
      </p>
      <div>
        <SubmitButton label="Sign in" busyLabel="Signing in…" />
      </div>
    </form>
  );
}

/**
 * /staff/login: email, password and a current authenticator code (or a recovery code). Signed in, it
 * goes on to `?next` when that is a back-office address, else to the overview.
 */
export function StaffSignInPage() {
  const [signIn] = useStaffSignInMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();

  async function submit(values: StaffLoginRequest, helpers: FormikHelpers<StaffLoginRequest>) {
    setProblem(null);
    try {
      const member = await signIn(values).unwrap();
      if (member.usedRecoveryCode) {
        dispatch(
          notify(
            member.recoveryCodesLeft > 2 ? 'info' : 'error',
            `You signed in with a recovery code; ${member.recoveryCodesLeft} left. ` +
              'If your authenticator is lost, ask an admin to reset your sign-in.',
          ),
        );
      }
      const history = signInHistoryNotice(member);
      if (history) dispatch(notify(history.kind, history.text));
      navigate(nextAfterSignIn(location.search), { replace: true });
    } catch (error) {
      const fieldErrors = apiFieldErrors<StaffLoginRequest>(errorBody(error), ['email', 'password', 'code']);
      helpers.setErrors(fieldErrors);
      setProblem(Object.keys(fieldErrors).length ? SIGN_IN_INVALID_FORM : failureMessage(error));
      // A code is good for one try: the next attempt needs the one the app shows then.
      if (errorStatus(error) === 401) helpers.setFieldValue('code', '', false);
    }
  }

  return (
    <section className="staff-page staff-account" aria-labelledby="staff-sign-in-title">
      <div className="staff-card staff-account__card">
        <h1 id="staff-sign-in-title">Staff sign in</h1>
        <p className="staff-hint">
          For the company&apos;s staff. Partners and clients sign in on the main site.
        </p>
        <Formik<StaffLoginRequest>
          initialValues={INITIAL_VALUES}
          validationSchema={staffLoginSchema}
          onSubmit={submit}
        >
          <SignInForm problem={problem} onInvalid={() => setProblem(SIGN_IN_INVALID_FORM)} />
        </Formik>
      </div>
    </section>
  );
}
