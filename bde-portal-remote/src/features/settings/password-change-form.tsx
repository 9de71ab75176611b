import { Form, Formik } from 'formik';
import { useState } from 'react';
import { passwordChangeSchema, type PasswordChangeRequest } from 'shared/contract/bde-settings-schema';
import { PASSWORD_MIN_LENGTH } from 'shared/contract/user';
import { PasswordField } from 'shared/ui/password-field';
import { formFailure } from '../../ui/form-failure';
import { useChangePasswordMutation } from './settings-api';
import { SettingsFormEnd } from './settings-form-end';

const EMPTY: PasswordChangeRequest = { currentPassword: '', password: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as (keyof PasswordChangeRequest)[];

/** A new password, checked as every new password is; the BDE's other sessions end with the change. */
export function PasswordChangeForm({ bdeCode }: { bdeCode: string }) {
  const [change] = useChangePasswordMutation();
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  return (
    <section className="card portal-panel" aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <Formik<PasswordChangeRequest>
        initialValues={EMPTY}
        validationSchema={passwordChangeSchema}
        onSubmit={async (values, helpers) => {
          setProblem('');
          setDone('');
          const result = await change({ bdeCode, body: values });
          if ('error' in result) {
            setProblem(formFailure<PasswordChangeRequest>(result.error, FIELDS, helpers));
            return;
          }
          helpers.resetForm();
          const { endedSessions } = result.data;
          setDone(
            endedSessions
              ? `Password changed. You were signed out on ${endedSessions === 1 ? 'one other device' : `${endedSessions} other devices`}.`
              : 'Password changed.',
          );
        }}
      >
        <Form noValidate className="settings-form">
          <PasswordField
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
            required
          />
          <PasswordField
            name="password"
            label="New password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one; avoid your name and known passwords.`}
            required
          />
          <PasswordField
            name="confirmPassword"
            label="New password again"
            autoComplete="new-password"
            required
          />
          <SettingsFormEnd problem={problem} done={done} label="Change password" busyLabel="Changing…" />
        </Form>
      </Formik>
    </section>
  );
}
