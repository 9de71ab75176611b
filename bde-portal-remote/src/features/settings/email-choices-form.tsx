import { Field, Form, Formik } from 'formik';
import { useState } from 'react';
import { EMAIL_CHOICE_KINDS, NOTIFICATION_KIND_LABELS } from 'shared/contract/bde-inbox';
import { emailChoicesSchema, type EmailChoicesRequest } from 'shared/contract/bde-settings-schema';
import type { NotificationKind } from 'shared/contract/earnings';
import { useBdeText } from '../../i18n/bde-text';
import { formFailure } from '../../ui/form-failure';
import { useSaveEmailChoicesMutation } from './settings-api';
import { SettingsFormEnd } from './settings-form-end';

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
                <Field type="checkbox" name="kinds" value={kind} /> {t(NOTIFICATION_KIND_LABELS[kind])}
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
