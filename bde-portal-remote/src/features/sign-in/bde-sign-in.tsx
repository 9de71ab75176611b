import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'shared/routing/router';
import { errorStatus } from 'shared/forms/call-errors';
import { selectSessionExpired } from 'shared/auth/auth-slice';
import { goAfterSignIn, leavesForAccountLanguage } from 'shared/i18n/go-after-sign-in';
import { signIn } from 'shared/auth/sign-in';
import { bdeLoginSchema, type BdeLoginRequest } from 'shared/contract/executive-schema';
import { MESSAGES } from 'shared/contract/messages';
import { PATHS } from 'shared/contract/route-paths';
import { notify } from 'shared/notifications/notifications-slice';
import { ForgotPasswordForm } from 'shared/password-reset/forgot-password-form';
import { useAppDispatch, useAppSelector } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { AS_TYPED } from 'shared/ui/input-kinds';
import { PasswordField } from 'shared/ui/password-field';
import { PORTAL_SECTIONS, portalPath } from '../../app/portal-sections';
import { useBdeText } from '../../i18n/bde-text';
import { richText } from 'shared/i18n/rich-text';
import { usePageLanguage } from 'shared/i18n/text';
import { openDashboard } from '../dashboard/dashboard-calls';
import { fetchPortalCode } from './portal-code';
import { readRegisteredState } from './sign-in-state';
import { forgetAnotherBdesData } from '../offline/forget-device-data';
import './bde-auth.css';
import { SubmitButton } from 'shared/ui/submit-button';

interface BdeSignInProps {
  /** 1 on the /bdelogin page, 2 inside the shell's /login card. */
  level?: 1 | 2;
  /** In English: the key of its translation. */
  title?: string;
  /** Offer a link to /bdeRegister (the stand-alone page; the shell's /login card has its own). */
  showRegisterLink?: boolean;
}

/** After 'login failed', what went wrong, by status. */
function loginFailureMessage(status: number | undefined): string {
  if (status === 401) return MESSAGES.bdeInvalidCredentials;
  if (status === 404) return MESSAGES.bdeEndpointNotFound;
  if (status === 429) return MESSAGES.tooManyAttempts;
  return MESSAGES.bdeLoginOther;
}

/** BDE sign-in with user name and password. */
export function BdeSignIn({ level = 2, title = 'BDE sign in', showRegisterLink = false }: BdeSignInProps) {
  const t = useBdeText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const pageLanguage = usePageLanguage();
  const expired = useAppSelector(selectSessionExpired);
  const registered = readRegisteredState(location.state);
  const Heading = level === 1 ? 'h1' : 'h2';
  const section = useRef<HTMLElement>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  // A pre-rendered form is taken over at its first focus or touch, so it may already hold the focus.
  useEffect(() => {
    if (section.current?.contains(document.activeElement)) void fetchPortalCode();
  }, []);

  async function submit(values: BdeLoginRequest, helpers: FormikHelpers<BdeLoginRequest>) {
    try {
      await dispatch(
        signIn(
          { role: 'bde', fields: values },
          {
            prefetch: (session, dashboard) => {
              if (session.bdeCode) void forgetAnotherBdesData(session.bdeCode);
              // The dashboard in another language is another document, which asks for its own.
              if (leavesForAccountLanguage(session.language, pageLanguage)) return;
              if (session.bdeCode) openDashboard(dispatch, session.bdeCode, dashboard);
              void fetchPortalCode();
            },
            signedIn: (session) => {
              dispatch(notify('success', MESSAGES.bdeLoginSuccess));
              // Straight to the dashboard: /bdedetails would only redirect there, one more render later.
              goAfterSignIn(session.language, pageLanguage, portalPath(PORTAL_SECTIONS.dashboard), (path) =>
                navigate(path, { replace: true }),
              );
            },
          },
        ),
      );
    } catch (error) {
      dispatch(notify('error', MESSAGES.bdeLoginFailed));
      dispatch(notify('error', loginFailureMessage(errorStatus(error))));
      helpers.setFieldValue('password', '', false);
    }
  }

  return (
    <section
      ref={section}
      className="bde-auth"
      aria-labelledby="bde-sign-in-title"
      onFocus={() => void fetchPortalCode()}
      onPointerDown={() => void fetchPortalCode()}
    >
      <Heading id="bde-sign-in-title">{t(title)}</Heading>
      {registered ? (
        <p className="bde-auth__note bde-auth__note--success">
          {richText(
            t,
            'You are registered. Your BDE code is {{code}}. Sign in with the user name and password you chose.',
            { code: <strong>{registered.registeredBdeCode}</strong> },
          )}
        </p>
      ) : expired ? (
        <p className="bde-auth__note">{MESSAGES.sessionExpired}</p>
      ) : (
        <p className="bde-auth__intro">
          {t('Business Development Executives sign in with their user name.')}
        </p>
      )}
      <Formik<BdeLoginRequest>
        key={location.key}
        initialValues={{ userName: registered?.userName ?? '', password: '' }}
        validationSchema={bdeLoginSchema}
        onSubmit={submit}
      >
        {(formik) => (
          <>
            {/* An invalid submit sends nothing and raises no message; the fields say what is missing. */}
            <form method="post" className="bde-auth__form" noValidate onSubmit={formik.handleSubmit}>
              <FormField
                name="userName"
                label={t('User name')}
                autoComplete="username"
                {...AS_TYPED}
                required
              />
              <PasswordField name="password" label={t('Password')} autoComplete="current-password" required />
              <div className="bde-auth__actions">
                <SubmitButton label={t('Sign in')} busyLabel={t('Signing in…')} />
              </div>
            </form>
            <ForgotPasswordForm
              kind="bde"
              open={forgotOpen}
              onToggle={setForgotOpen}
              initialValue={formik.values.userName}
            />
          </>
        )}
      </Formik>
      {showRegisterLink && (
        <p className="bde-auth__switch">
          {richText(t, 'New partner? {{register}}', {
            register: <Link to={PATHS.bdeRegister}>{t('Register as a BDE')}</Link>,
          })}
        </p>
      )}
    </section>
  );
}
