// The site's single instances (api/, auth/, ui/) by package name, as in auth/sign-in.ts: a relative
// import would bundle a second copy of them into each remote. Plain code relatively.
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { useAskResetLinkMutation, type ResetLinkRequest } from 'shared/auth/reset-link-api';
import { useSharedText } from 'shared/i18n/shared-text';
import { FormField } from 'shared/ui/form-field';
import { AS_TYPED, EMAIL_INPUT } from 'shared/ui/input-kinds';
import { SubmitButton } from 'shared/ui/submit-button';
import { disclosureProps } from 'shared/disclosure/use-disclosure';
import { MESSAGES } from '../contract/messages';
import { PASSWORD_RESET_MESSAGES } from '../contract/password-reset';
import { bdeForgotPasswordSchema, userForgotPasswordSchema } from '../contract/password-reset-schema';
import { apiFieldErrors } from '../forms/api-field-errors';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import './password-reset.css';

export const ASK_FAILED = 'We could not send the link just now. Please try again.';

type Kind = ResetLinkRequest['kind'];
type Values = Record<string, string>;

/**
 * What each kind of account is asked for: a user the email address, a BDE the user name or address (the
 * words keys of shared's texts, shared/i18n/shared/).
 */
const ASKED = {
  user: {
    field: 'email',
    label: 'Your account’s email address',
    input: { ...EMAIL_INPUT, autoComplete: 'email' },
    schema: userForgotPasswordSchema,
    intro: 'We will email a link to set a new password to the address you signed up with.',
  },
  bde: {
    field: 'login',
    label: 'User name or email address',
    input: { ...AS_TYPED, autoComplete: 'username' },
    schema: bdeForgotPasswordSchema,
    intro: 'We will email a link to set a new password to the address you registered with.',
  },
} as const;

const requestFor = (kind: Kind, value: string): ResetLinkRequest =>
  kind === 'user' ? { kind, fields: { email: value } } : { kind, fields: { login: value } };

function AskFields({ kind, formRef }: { kind: Kind; formRef: RefObject<HTMLFormElement | null> }) {
  const t = useSharedText();
  const { field, label, input } = ASKED[kind];
  const formik = useFormikContext<Values>();
  // A missing or malformed value is said at the field, which takes focus.
  const onSubmit = useCheckedSubmit(formik, () => undefined);
  return (
    <form method="post" ref={formRef} className="forgot-password__form" noValidate onSubmit={onSubmit}>
      <FormField name={field} label={t(label)} {...input} required />
      <div className="forgot-password__actions">
        <SubmitButton label={t('Email me a reset link')} busyLabel={t('Sending…')} />
      </div>
    </form>
  );
}

/** The revealed form: one field, then the answer in a live region. */
function AskForLink({ kind, initialValue }: { kind: Kind; initialValue: string }) {
  const t = useSharedText();
  const { field, schema, intro } = ASKED[kind];
  const [askResetLink] = useAskResetLinkMutation();
  const [answer, setAnswer] = useState<{ text: string; sent: boolean } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusField = () => (form.current?.elements.namedItem(field) as HTMLElement | null)?.focus();

  // Revealed by its button (or by a dead link's message): the person goes on in the form.
  useEffect(() => {
    (form.current?.elements.namedItem(field) as HTMLElement | null)?.focus();
  }, [field]);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setAnswer(null);
    try {
      await askResetLink(requestFor(kind, values[field].trim())).unwrap();
      // The server's answer is the same whatever the address, and so is ours.
      setAnswer({ text: PASSWORD_RESET_MESSAGES.sent, sent: true });
    } catch (error) {
      const errors = apiFieldErrors<Values>(errorBody(error), [field]);
      if (errors[field]) {
        helpers.setErrors(errors);
        focusField();
        return;
      }
      setAnswer({ text: errorStatus(error) === 429 ? MESSAGES.tooManyAttempts : ASK_FAILED, sent: false });
    }
  }

  return (
    <>
      <p>{t(intro)}</p>
      <Formik<Values> initialValues={{ [field]: initialValue }} validationSchema={schema} onSubmit={submit}>
        <AskFields kind={kind} formRef={form} />
      </Formik>
      <div role="status">
        {answer && (
          <p className={`reset-notice reset-notice--${answer.sent ? 'success' : 'problem'}`}>
            {t(answer.text)}
          </p>
        )}
      </div>
    </>
  );
}

interface ForgotPasswordFormProps {
  /** Whose link: a user's (by email, PASSWORD_RESET_PATHS.user) or a BDE's (by login, .bde). */
  kind: Kind;
  /** Whether the form is shown. The parent holds it, so it can open the form itself (after a dead link). */
  open: boolean;
  onToggle: (open: boolean) => void;
  /** The field's value when the form opens (say, what was typed into the sign-in form). */
  initialValue?: string;
}

/**
 * "Forgot your password?": a button that reveals (and hides) a small form asking for a reset link,
 * focus moving into it. Whatever was typed, a sent request gets the same answer.
 */
export function ForgotPasswordForm({ kind, open, onToggle, initialValue = '' }: ForgotPasswordFormProps) {
  const t = useSharedText();
  const panelId = useId();
  return (
    <div className="forgot-password">
      <button
        type="button"
        className="reset-link-button"
        {...disclosureProps(open, panelId, () => onToggle(!open))}
      >
        {t('Forgot your password?')}
      </button>
      <div id={panelId} className="forgot-password__panel" hidden={!open}>
        {open && <AskForLink kind={kind} initialValue={initialValue} />}
      </div>
    </div>
  );
}
