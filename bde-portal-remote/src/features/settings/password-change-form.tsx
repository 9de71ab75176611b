import { Form, Formik } from 'formik';
import { useState } from 'react';
import { passwordChangeSchema, type PasswordChangeRequest } from 'shared/contract/bde-settings-schema';
import { PASSWORD_MIN_LENGTH } from 'shared/contract/user';
import { PasswordField } from 'shared/ui/password-field';
import { useBdeText } from '../../i18n/bde-text';
import { formFailure } from '../../ui/form-failure';
import { useChangePasswordMutation } from './settings-api';
import { SettingsFormEnd } from './settings-form-end';

const EMPTY: PasswordChangeRequest = { currentPassword: '', password: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as (keyof PasswordChangeRequest)[];

/** A new password, checked as every new password is; the BDE's other sessions end with the change. */
export function PasswordChangeForm({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  const [change] = useChangePasswordMutation();
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  return (
    <section className="card portal-panel" aria-labelledby="password-title">
      <h2 id="password-title">{t('Password')}</h2>
      <Formik<PasswordChangeRequest>
        initialValues={EMPTY}
        validationSchema={passwordChangeSchema}
        onSubmit={async (values, helpers) => {
          setProblem('');
          setDone('');
          const result = await change({ bdeCode, body: values });
          if ('error' in result) {
            setProblem(formFailure<PasswordChangeRequest>(result.error, FIELDS, helpers, t));
            return;
          }
          helpers.resetForm();
          const { endedSessions } = result.data;
          if (!endedSessions) setDone(t('Password changed.'));
          else if (endedSessions === 1)
            setDone(t('Password changed. You were signed out on one other device.'));
          else
            setDone(
              t('Password changed. You were signed out on {{devices}} other devices.', {
                devices: endedSessions,
              }),
            );
        }}
      >
        <Form noValidate className="settings-form">
          <PasswordField
            name="currentPassword"
            label={t('Current password')}
            autoComplete="current-password"
            required
          />
          <PasswordField
            name="password"
            label={t('New password')}
            autoComplete="new-password"
            hint={t(
              'At least {{min}} characters. A few unrelated words make a strong one; avoid your name and known passwords.',
              { min: PASSWORD_MIN_LENGTH },
            )}
            required
          />
          <PasswordField
            name="confirmPassword"
            label={t('New password again')}
            autoComplete="new-password"
            required
          />
          <SettingsFormEnd
            problem={problem}
            done={done}
            label={t('Change password')}
            busyLabel={t('Changing…')}
          />
        </Form>
      </Formik>
    </section>
  );
}
