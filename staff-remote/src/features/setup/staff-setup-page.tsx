import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { errorStatus } from 'shared/forms/call-errors';
import type { StaffSetupDoneResponse, StaffSetupResponse } from 'shared/contract/staff-account-responses';
import {
  STAFF_SETUP_LINK_DEAD,
  STAFF_SETUP_SECRET,
  staffSetupSchema,
  type StaffSetupRequest,
} from 'shared/contract/staff-account-schema';
import { PASSWORD_MIN_LENGTH } from 'shared/contract/user';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { takeFragmentSecret } from 'shared/links/fragment-secret';
import { Link } from 'shared/routing/router';
import { FormField } from 'shared/ui/form-field';
import { PasswordField } from 'shared/ui/password-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm } from '../../app/refused-form';
import { STAFF_SCREENS } from '../../app/staff-paths';
import { QrCodeImage } from './qr-code-image';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { useFinishStaffSetupMutation, useOpenStaffSetupMutation } from './staff-setup-api';
import '../sign-in/staff-account.css';

const INITIAL_VALUES: StaffSetupRequest = { password: '', confirmPassword: '', code: '' };
const INVALID_FORM = 'Check the fields marked below.';
const SETUP_FAILED = 'Could not finish the set-up. Check your connection and try again.';

/** A used, replaced or expired link: the server says 404 or 410. */
const isDeadLink = (error: unknown) => [404, 410].includes(errorStatus(error) ?? 0);

/** The secret in groups of four, as it is easiest to type (authenticator apps ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function DeadLink() {
  return (
    <>
      <h1 id="staff-setup-title">This link no longer works</h1>
      <p role="alert">{STAFF_SETUP_LINK_DEAD}</p>
      <p>
        Already set up? <Link to={STAFF_SCREENS.login}>Sign in</Link>.
      </p>
    </>
  );
}

function SetupForm({ problem, onInvalid }: { problem: string | null; onInvalid: () => void }) {
  const formik = useFormikContext<StaffSetupRequest>();
  const onSubmit = useCheckedSubmit(formik, onInvalid);
  return (
    <form className="staff-form" noValidate onSubmit={onSubmit}>
      <PasswordField
        name="password"
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
        autoComplete="new-password"
        required
      />
      <PasswordField name="confirmPassword" label="New password again" autoComplete="new-password" required />
      <FormField
        name="code"
        label="Authenticator code"
        hint="The 6-digit code the app shows for this account now."
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
      <p className="staff-account__problem" role="alert">
        {problem}
      </p>
      <div>
        <SubmitButton label="Finish set-up" busyLabel="Finishing…" />
      </div>
    </form>
  );
}

function SetupSteps({
  token,
  setup,
  onDone,
  onDeadLink,
}: {
  token: string;
  setup: StaffSetupResponse;
  onDone: (done: StaffSetupDoneResponse) => void;
  onDeadLink: () => void;
}) {
  const [finish] = useFinishStaffSetupMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(values: StaffSetupRequest, helpers: FormikHelpers<StaffSetupRequest>) {
    setProblem(null);
    try {
      onDone(await finish({ token, ...values }).unwrap());
    } catch (error) {
      if (isDeadLink(error)) return onDeadLink();
      setProblem(
        refusedForm(error, ['password', 'confirmPassword', 'code'], helpers, {
          invalid: INVALID_FORM,
          failed: SETUP_FAILED,
        }),
      );
    }
  }

  return (
    <div className="staff-account__steps">
      <section aria-labelledby="staff-setup-step-1">
        <h2 id="staff-setup-step-1">1. Add this account to your authenticator app</h2>
        <p>
          In an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and
          the like), add an account and scan this code.
        </p>
        <QrCodeImage {...setup.qr} label={`QR code to add ${setup.email} to an authenticator app`} />
        <p>
          Cannot scan? Choose to enter a setup key and type this one (time-based):{' '}
          <code className="staff-account__secret">{grouped(setup.secret)}</code>
        </p>
      </section>
      <section aria-labelledby="staff-setup-step-2">
        <h2 id="staff-setup-step-2">2. Choose your password and enter the app&apos;s code</h2>
        <Formik<StaffSetupRequest>
          initialValues={INITIAL_VALUES}
          validationSchema={staffSetupSchema}
          onSubmit={submit}
        >
          <SetupForm problem={problem} onInvalid={() => setProblem(INVALID_FORM)} />
        </Formik>
      </section>
    </div>
  );
}

/**
 * The link's token, taken from the fragment once (and out of the address bar and history), and what
 * opening it showed: each page load opens the link once, which the server audits.
 */
function useSetupLink() {
  const [token, setToken] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [open, opening] = useOpenStaffSetupMutation();
  const opened = useRef<string | null>(null);

  useEffect(() => {
    const taken = takeFragmentSecret(STAFF_SETUP_SECRET);
    // The address bar is read here, once, and emptied; a second run (React's development double
    // call) finds the fragment gone and keeps the first.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (taken) setToken(taken);
    else if (opened.current === null) setMissing(true);
  }, []);

  useEffect(() => {
    if (!token || opened.current === token) return;
    opened.current = token;
    void open(token);
  }, [open, token]);

  return {
    token,
    missing: missing && !token,
    opening,
    retry: () => token && void open(token),
  };
}

/**
 * /staff/setup#token=…: a new or reset member adds the account to an authenticator app (the QR code
 * or the secret as text), chooses a password, proves the app with a code, and is shown their
 * recovery codes once. The token stays in the fragment, which no request carries.
 */
export function StaffSetupPage() {
  const { token, missing, opening, retry } = useSetupLink();
  const [done, setDone] = useState<StaffSetupDoneResponse | null>(null);
  const [linkDied, setLinkDied] = useState(false);

  let content;
  if (done) {
    content = (
      <>
        <h1 id="staff-setup-title">Set-up finished</h1>
        <RecoveryCodesPanel email={done.email} codes={done.recoveryCodes} />
      </>
    );
  } else if (missing || linkDied || isDeadLink(opening.error)) {
    content = <DeadLink />;
  } else if (!opening.data && !opening.isError) {
    content = (
      <>
        <h1 id="staff-setup-title">Set up your account</h1>
        <p role="status">Opening your set-up link…</p>
      </>
    );
  } else if (!opening.data || !token) {
    content = (
      <>
        <h1 id="staff-setup-title">Set up your account</h1>
        <div role="alert">
          <p>Could not open your set-up link. Check your connection and try again.</p>
          <button type="button" className="staff-button" onClick={retry}>
            Retry
          </button>
        </div>
      </>
    );
  } else {
    content = (
      <>
        <h1 id="staff-setup-title">Set up your account</h1>
        <p>
          Welcome, {opening.data.name}. You will sign in to the back office as{' '}
          <strong>{opening.data.email}</strong>, with a password and a code from an authenticator app.
        </p>
        <SetupSteps
          token={token}
          setup={opening.data}
          onDone={setDone}
          onDeadLink={() => setLinkDied(true)}
        />
      </>
    );
  }

  return (
    <section className="staff-page staff-account" aria-labelledby="staff-setup-title">
      <div className="staff-card staff-account__card">{content}</div>
    </section>
  );
}
