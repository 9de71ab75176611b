import { Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { MESSAGES } from 'shared/contract/messages';
import type { PasswordResetResponse } from 'shared/contract/password-reset-responses';
import { passwordResetSchema, type PasswordResetRequest } from 'shared/contract/password-reset-schema';
import { PASSWORD_MIN_LENGTH } from 'shared/contract/user';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { useSharedText } from 'shared/i18n/shared-text';
import { PasswordField } from 'shared/ui/password-field';
import { AccountForm } from '../../forms/account-form';
import { useUserText } from '../../i18n/user-text';
import { useResetPasswordMutation } from './password-reset-api';
import 'shared/password-reset/password-reset.css';

export const RESET_FAILED = 'We could not change your password just now. Please try again.';

const tokenSchema = passwordResetSchema.pick(['token']);

interface NewPasswordFormProps {
  /** The token of the emailed link. */
  token: string;
  /** The password is changed; `kind` says whose it was, so where to sign in. */
  onDone: (kind: PasswordResetResponse['kind']) => void;
  /** The link is spent, expired or was never valid: the person needs a new one. */
  onBadLink: () => void;
}

/** The new password, by the same rules as sign-up, sent with the link's token. */
export function NewPasswordForm({ token, onDone, onBadLink }: NewPasswordFormProps) {
  const [resetPassword] = useResetPasswordMutation();
  const t = useUserText();
  const tShared = useSharedText();
  // Which text, translated where it is shown: the catalogue's (shared) or this form's own.
  const [problem, setProblem] = useState<'too-many' | 'failed' | null>(null);
  const box = useRef<HTMLDivElement>(null);

  async function submit(values: PasswordResetRequest, helpers: FormikHelpers<PasswordResetRequest>) {
    setProblem(null);
    try {
      const { kind } = await resetPassword(values).unwrap();
      onDone(kind);
    } catch (error) {
      const errors = apiFieldErrors<PasswordResetRequest>(errorBody(error), ['token', 'password']);
      if (errors.token) {
        onBadLink();
      } else if (errors.password) {
        helpers.setErrors({ password: errors.password });
        box.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
      } else {
        setProblem(errorStatus(error) === 429 ? 'too-many' : 'failed');
      }
    }
  }

  return (
    <div ref={box}>
      <p className="account-form__intro">
        {t('Choose a new password for your account. The link works once.')}
      </p>
      <Formik<PasswordResetRequest>
        initialValues={{ token, password: '' }}
        validationSchema={passwordResetSchema}
        onSubmit={submit}
      >
        <AccountForm<PasswordResetRequest>
          submitLabel={t('Set new password')}
          busyLabel={t('Saving…')}
          // The token has no field: a malformed one is a bad link, said as the server would.
          onInvalid={(values) => !tokenSchema.isValidSync(values) && onBadLink()}
        >
          <PasswordField
            name="password"
            label={t('New password')}
            autoComplete="new-password"
            hint={t('At least {{min}} characters. A short phrase is easy to remember and hard to guess.', {
              min: PASSWORD_MIN_LENGTH,
            })}
            required
          />
        </AccountForm>
      </Formik>
      <div role="status">
        {problem && (
          <p className="reset-notice reset-notice--problem">
            {problem === 'too-many' ? tShared(MESSAGES.tooManyAttempts) : t(RESET_FAILED)}
          </p>
        )}
      </div>
    </div>
  );
}
