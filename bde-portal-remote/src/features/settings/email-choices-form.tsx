import { Field, Form, Formik } from 'formik';
import { useState } from 'react';
import { EMAIL_CHOICE_KINDS } from 'shared/contract/bde-inbox';
import { emailChoicesSchema, type EmailChoicesRequest } from 'shared/contract/bde-settings-schema';
import type { NotificationKind } from 'shared/contract/earnings';
import { useBdeText } from '../../i18n/bde-text';
import { formFailure } from '../../ui/form-failure';
import { useSaveEmailChoicesMutation } from './settings-api';
import { SettingsFormEnd } from './settings-form-end';

/**
 * Each kind as it is named where a BDE chooses what to get by email: the English of
 * NOTIFICATION_KIND_LABELS (a test holds them equal), written here so each is the key of its translation.
 */
export const EMAIL_KIND_LABELS: Record<NotificationKind, string> = {
  'lead assigned': 'A lead is assigned to me',
  'registration verified': 'My registration is verified',
  'registration rejected': 'My registration is not accepted',
  'proposal recorded': 'A proposal is recorded for me',
  'project recorded': 'A project is recorded for me',
  'commission approved': 'A commission is approved',
  'commission declined': 'A commission is declined',
  'payout paid': 'A payout is paid',
  'payout on hold': 'My payouts wait after a change of bank details',
  message: 'The office writes to me',
};

/** Which notifications also come by email: one checkbox a kind (the bell shows them all). */
export function EmailChoicesForm({ bdeCode, kinds }: { bdeCode: string; kinds: NotificationKind[] }) {
  const t = useBdeText();
  const [save] = useSaveEmailChoicesMutation();
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState(false);
  return (
    <section className="card portal-panel" aria-labelledby="emails-title">
      <h2 id="emails-title">{t('Emails')}</h2>
      <Formik<EmailChoicesRequest>
        initialValues={{ kinds }}
        enableReinitialize
        validationSchema={emailChoicesSchema}
        onSubmit={async (values, helpers) => {
          setProblem('');
          setSaved(false);
          const result = await save({ bdeCode, body: values });
          if ('error' in result) {
            setProblem(formFailure<EmailChoicesRequest>(result.error, ['kinds'], helpers, t));
            return;
          }
          setSaved(true);
        }}
      >
        <Form noValidate className="settings-form">
          <fieldset className="field settings-choices">
            <legend>{t('Also email me when')}</legend>
            <p className="field__hint">
              {t('Your bell shows every notification, whichever you choose here.')}
            </p>
            {EMAIL_CHOICE_KINDS.map((kind) => (
              <label key={kind} className="choice">
                <Field type="checkbox" name="kinds" value={kind} /> {t(EMAIL_KIND_LABELS[kind])}
              </label>
            ))}
          </fieldset>
          <SettingsFormEnd
            problem={problem}
            done={saved ? t('Saved.') : null}
            label={t('Save email choices')}
            busyLabel={t('Saving…')}
          />
        </Form>
      </Formik>
    </section>
  );
}
