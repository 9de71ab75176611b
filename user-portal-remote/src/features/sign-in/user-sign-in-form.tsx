import { Formik, useFormikContext, type FormikProps } from 'formik';
import { useLocation, useNavigate } from 'shared/routing/router';
import { errorStatus } from 'shared/forms/call-errors';
import { goAfterSignIn } from 'shared/i18n/go-after-sign-in';
import { signIn } from 'shared/auth/sign-in';
import { MESSAGES } from 'shared/contract/messages';
import { PATHS } from 'shared/contract/route-paths';
import { userLoginSchema, type UserLoginRequest } from 'shared/contract/user-schema';
import { usePageLanguage } from 'shared/i18n/text';
import { notify } from 'shared/notifications/notifications-slice';
import { ForgotPasswordForm } from 'shared/password-reset/forgot-password-form';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { EMAIL_INPUT } from 'shared/ui/input-kinds';
import { PasswordField } from 'shared/ui/password-field';
import { AccountForm } from '../../forms/account-form';
import { useUserText } from '../../i18n/user-text';
import { pathAfterSignIn, readSignInState } from './sign-in-state';

interface ForgotProps {
  /** Whether the "Forgot your password?" form is shown. */
  forgotOpen: boolean;
  onForgotToggle: (open: boolean) => void;
}

/** The forgotten-password form, starting from the address typed into the sign-in form. */
function ForgotFromSignIn({ forgotOpen, onForgotToggle }: ForgotProps) {
  const { values } = useFormikContext<UserLoginRequest>();
  return (
    <ForgotPasswordForm
      kind="user"
      open={forgotOpen}
      onToggle={onForgotToggle}
      initialValue={values.EmailAddress}
    />
  );
}

/** Email and password, and below them the way to ask for a reset link. */
export function UserSignInForm(forgot: ForgotProps) {
  const t = useUserText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const pageLanguage = usePageLanguage();
  const { from, email } = readSignInState(location.state);

  async function submit(
    values: UserLoginRequest,
    formik: { setFieldValue: FormikProps<UserLoginRequest>['setFieldValue'] },
  ) {
    try {
      const session = await dispatch(signIn({ role: 'user', fields: values }));
      if (!session) {
        dispatch(notify('error', MESSAGES.userLoginNoUsername));
        return;
      }
      goAfterSignIn(session.language, pageLanguage, pathAfterSignIn(from), (path) =>
        navigate(path, { replace: true }),
      );
    } catch (error) {
      dispatch(notify('error', MESSAGES.userLoginFailed));
      if (errorStatus(error) === 429) dispatch(notify('error', MESSAGES.tooManyAttempts));
      void formik.setFieldValue('Password', '', false);
      // A failed sign-in returns to /login (keeping the address typed and the page wanted).
      if (location.pathname !== PATHS.login) {
        navigate(PATHS.login, { state: { from, email: values.EmailAddress } });
      }
    }
  }

  return (
    <Formik<UserLoginRequest>
      // A new visit to the page (say, back to /login after registering) starts a fresh form.
      key={location.key}
      initialValues={{ EmailAddress: email ?? '', Password: '' }}
      validationSchema={userLoginSchema}
      onSubmit={(values, helpers) => submit(values, helpers)}
    >
      <>
        <AccountForm<UserLoginRequest>
          submitLabel={t('Sign in')}
          busyLabel={t('Signing in…')}
          onInvalid={() => dispatch(notify('error', MESSAGES.userLoginRequired))}
        >
          <FormField
            name="EmailAddress"
            label={t('Email address')}
            {...EMAIL_INPUT}
            autoComplete="username"
            required
          />
          <PasswordField name="Password" label={t('Password')} autoComplete="current-password" required />
        </AccountForm>
        <ForgotFromSignIn {...forgot} />
      </>
    </Formik>
  );
}
