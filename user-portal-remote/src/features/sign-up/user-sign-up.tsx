import { Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'shared/routing/router';
import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { MESSAGES } from 'shared/contract/messages';
import { PATHS } from 'shared/contract/route-paths';
import { userSignUpSchema, type UserSignUpRequest } from 'shared/contract/user-schema';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { hasEmptyField } from 'shared/forms/use-checked-submit';
import { richText } from 'shared/i18n/rich-text';
import { AccountFields } from '../../forms/account-fields';
import { AccountForm } from '../../forms/account-form';
import { useUserText } from '../../i18n/user-text';
import { useUserRegisterMutation } from './sign-up-api';
import { signUpFailureMessage } from './sign-up-failure';
import '../../forms/forms.css';

interface UserSignUpProps {
  level?: 1 | 2;
  /** The heading, an English text of this remote's (translated here). */
  title?: string;
  showSignInLink?: boolean;
}

const EMPTY: UserSignUpRequest = { Name: '', EmailAddress: '', Password: '' };

/** User registration with name, email and password. */
export function UserSignUp({ level = 2, title = 'User sign up', showSignInLink = false }: UserSignUpProps) {
  const t = useUserText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [register] = useUserRegisterMutation();
  const Heading = level === 1 ? 'h1' : 'h2';

  async function submit(values: UserSignUpRequest, helpers: FormikHelpers<UserSignUpRequest>) {
    try {
      await register(values).unwrap();
      dispatch(notify('success', MESSAGES.signUpSuccess));
      helpers.resetForm();
      navigate(PATHS.login, { state: { email: values.EmailAddress.trim() } });
    } catch (error) {
      const status = errorStatus(error);
      const body = errorBody(error);
      dispatch(notify('error', MESSAGES.signUpError));
      dispatch(notify('error', signUpFailureMessage(status, body)));
      helpers.setErrors(apiFieldErrors(body));
    }
  }

  return (
    <section className="account-panel" aria-labelledby="user-sign-up-title">
      <Heading id="user-sign-up-title">{t(title)}</Heading>
      <p className="account-form__intro">
        {t('Create an account with your name, email address and a password.')}
      </p>
      <Formik<UserSignUpRequest> initialValues={EMPTY} validationSchema={userSignUpSchema} onSubmit={submit}>
        <AccountForm<UserSignUpRequest>
          submitLabel={t('Create account')}
          busyLabel={t('Creating account…')}
          onInvalid={(values) => {
            // Empty fields get the required message; a badly formed address or short password its own, inline.
            if (hasEmptyField(values, ['Name', 'EmailAddress', 'Password'])) {
              dispatch(notify('error', MESSAGES.signUpRequired));
            }
          }}
        >
          <AccountFields variant="sign-up" />
        </AccountForm>
      </Formik>
      {showSignInLink && (
        <p className="account-form__switch">
          {richText(t, 'Already registered? {{link}}', {
            link: <Link to={PATHS.userLogin}>{t('Sign in')}</Link>,
          })}
        </p>
      )}
    </section>
  );
}
