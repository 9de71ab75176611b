import { Formik, type FormikProps } from 'formik';
import { Link, useLocation, useNavigate } from 'shared/routing/router';
import { errorStatus } from 'shared/api/call-errors';
import { signIn } from 'shared/auth/sign-in';
import { MESSAGES } from 'shared/contract/messages';
import { ROUTES } from 'shared/contract/routes';
import { userLoginSchema, type UserLoginRequest } from 'shared/contract/user-schema';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { EMAIL_INPUT } from 'shared/ui/input-kinds';
import { PasswordField } from 'shared/ui/password-field';
import { AccountForm } from '../../forms/account-form';
import { pathAfterSignIn, readSignInState } from './sign-in-state';
import '../../forms/forms.css';

interface UserSignInProps {
  /** 1 on the /userlogin page, 2 inside the shell's /login card. */
  level?: 1 | 2;
  title?: string;
  /** Offer a link to /userSignup (the stand-alone page; the /login card has its own switch). */
  showSignUpLink?: boolean;
}

/** User sign-in with email and password. */
export function UserSignIn({ level = 2, title = 'User sign in', showSignUpLink = false }: UserSignInProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { from, email } = readSignInState(location.state);
  const Heading = level === 1 ? 'h1' : 'h2';

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
      navigate(pathAfterSignIn(from), { replace: true });
    } catch (error) {
      dispatch(notify('error', MESSAGES.userLoginFailed));
      if (errorStatus(error) === 429) dispatch(notify('error', MESSAGES.tooManyAttempts));
      void formik.setFieldValue('Password', '', false);
      // A failed sign-in returns to /login (keeping the address typed and the page wanted).
      if (location.pathname !== ROUTES.login.path) {
        navigate(ROUTES.login.path, { state: { from, email: values.EmailAddress } });
      }
    }
  }

  return (
    <section className="account-panel" aria-labelledby="user-sign-in-title">
      <Heading id="user-sign-in-title">{title}</Heading>
      <p className="account-form__intro">Sign in with the email address and password you registered with.</p>
      <Formik<UserLoginRequest>
        // A new visit to the page (say, back to /login after registering) starts a fresh form.
        key={location.key}
        initialValues={{ EmailAddress: email ?? '', Password: '' }}
        validationSchema={userLoginSchema}
        onSubmit={(values, helpers) => submit(values, helpers)}
      >
        <AccountForm<UserLoginRequest>
          submitLabel="Sign in"
          busyLabel="Signing in…"
          onInvalid={() => dispatch(notify('error', MESSAGES.userLoginRequired))}
        >
          <FormField
            name="EmailAddress"
            label="Email address"
            {...EMAIL_INPUT}
            autoComplete="username"
            required
          />
          <PasswordField name="Password" label="Password" autoComplete="current-password" required />
        </AccountForm>
      </Formik>
      {showSignUpLink && (
        <p className="account-form__switch">
          New here? <Link to={ROUTES.userSignUp.path}>Create an account</Link>
        </p>
      )}
    </section>
  );
}
