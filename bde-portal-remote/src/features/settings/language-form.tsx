import { Form, Formik } from 'formik';
import { useState } from 'react';
import { languageChoiceSchema, type LanguageChoiceRequest } from 'shared/contract/account-language-schema';
import { pathForAccountLanguage } from 'shared/i18n/account-language';
import { languageOfPath } from 'shared/i18n/language-path';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from 'shared/i18n/languages';
import { useLocation } from 'shared/routing/router';
import { FormField } from 'shared/ui/form-field';
import { useBdeText } from '../../i18n/bde-text';
import { formFailure } from '../../ui/form-failure';
import { useSaveLanguageMutation } from './settings-api';
import { SettingsFormEnd } from './settings-form-end';

/**
 * The language saved with the account (issue 42): the office's emails are written in it, and it
 * follows the BDE to any device. Each language is named in its own script. Once saved in another
 * language than the page's, a link leads to this page in it.
 */
export function LanguageForm({ bdeCode, language }: { bdeCode: string; language: Language }) {
  const t = useBdeText();
  const [save] = useSaveLanguageMutation();
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState<Language | null>(null);
  // The router's address has no language prefix (it is the basename); the page's language is the window's.
  const here = useLocation().pathname;
  const pageLanguage =
    typeof window === 'undefined' ? 'en' : languageOfPath(window.location.pathname).language;
  return (
    <section className="card portal-panel" aria-labelledby="language-title">
      <h2 id="language-title">{t('Language')}</h2>
      <Formik<LanguageChoiceRequest>
        initialValues={{ language }}
        enableReinitialize
        validationSchema={languageChoiceSchema}
        onSubmit={async (values, helpers) => {
          setProblem('');
          setSaved(null);
          const result = await save({ bdeCode, body: values });
          if ('error' in result) {
            setProblem(formFailure<LanguageChoiceRequest>(result.error, ['language'], helpers, t));
            return;
          }
          setSaved(result.data.language);
        }}
      >
        <Form noValidate className="settings-form">
          <FormField
            as="select"
            name="language"
            label={t('Language')}
            hint={t('Our emails to you are written in it, and your portal can be shown in it on any device.')}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </FormField>
          {saved && saved !== pageLanguage && (
            <p>
              <a href={pathForAccountLanguage(saved, here)} lang={saved}>
                {LANGUAGE_NAMES[saved]}
              </a>
            </p>
          )}
          <SettingsFormEnd
            problem={problem}
            done={saved ? t('Saved.') : null}
            label={t('Save language')}
            busyLabel={t('Saving…')}
          />
        </Form>
      </Formik>
    </section>
  );
}
