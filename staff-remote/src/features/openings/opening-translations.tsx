import { useEffect, useState } from 'react';
import { errorBody } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from 'shared/contract/opening-translation';
import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import { LANGUAGE_ENGLISH_NAMES } from 'shared/i18n/account-language';
import { LANGUAGE_NAMES } from 'shared/i18n/languages';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { formatWhen } from '../../ui/records/when';
import { useRemoveOpeningTranslationMutation } from './openings-api';
import { TranslationForm } from './translation-form';

/** "Telugu (తెలుగు)": the language in English, its own name beside it, marked as its language. */
function LanguageName({ language }: { language: TranslationLanguage }) {
  return (
    <>
      {LANGUAGE_ENGLISH_NAMES[language]} (<span lang={language}>{LANGUAGE_NAMES[language]}</span>)
    </>
  );
}

function RemoveDialog({
  opening,
  language,
  onClose,
}: {
  opening: StaffOpeningResponse;
  language: TranslationLanguage;
  onClose: (removed: boolean) => void;
}) {
  const dispatch = useAppDispatch();
  const [removeTranslation, { isLoading }] = useRemoveOpeningTranslationMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const name = LANGUAGE_ENGLISH_NAMES[language];
  async function confirm() {
    setProblem(null);
    try {
      await removeTranslation({ openingId: opening.id, language }).unwrap();
      dispatch(notify('success', `Removed. The ${name} careers page shows the English text now.`));
      onClose(true);
    } catch (error) {
      const body = errorBody(error);
      setProblem(
        isApiErrorBody(body) ? body.title : 'Nothing was removed. Check your connection and try again.',
      );
    }
  }
  return (
    <ConfirmDialog
      title={`Remove the ${name} text?`}
      description={`The careers page in ${name} will show the English text of “${opening.title}” instead.`}
      confirmLabel={`Remove the ${name} text`}
      busyLabel="Removing…"
      busy={isLoading}
      danger
      problem={problem}
      onConfirm={() => void confirm()}
      onCancel={() => onClose(false)}
    />
  );
}

const editButtonId = (language: TranslationLanguage) => `opening-language-${language}-edit`;

/**
 * The opening's texts in Telugu, Hindi, Tamil, Kannada and Malayalam: each language's state, and a
 * way to add, change or remove its texts (one language's form open at a time). A closed opening's
 * texts wait, as its English ones do, until it is reopened.
 */
export function OpeningTranslations({ opening }: { opening: StaffOpeningResponse }) {
  const [editing, setEditing] = useState<TranslationLanguage | null>(null);
  const [removing, setRemoving] = useState<TranslationLanguage | null>(null);
  // The language whose Add or Edit button takes the focus back once its form or texts are gone.
  // (An object, so the same language asked twice is asked again.)
  const [focusOn, setFocusOn] = useState<{ language: TranslationLanguage } | null>(null);
  useEffect(() => {
    if (focusOn) document.getElementById(editButtonId(focusOn.language))?.focus();
  }, [focusOn]);
  const closeForm = (language: TranslationLanguage) => {
    setEditing(null);
    setFocusOn({ language });
  };
  const closed = opening.status === 'closed';
  const saved = new Map(opening.translations.map((translation) => [translation.language, translation]));
  return (
    <section className="staff-card inbox-section" aria-labelledby="opening-languages-title">
      <h2 id="opening-languages-title">Other languages</h2>
      <p className="staff-hint">
        The careers page in each language shows the opening’s text in that language when it has one; otherwise
        the English text. The facts (type, experience, salary, dates) are the same in every language.
      </p>
      {closed && <p>This opening is closed. Reopen it as a draft to change its texts.</p>}
      <ul className="opening-languages" role="list">
        {TRANSLATION_LANGUAGES.map((language) => {
          const translation = saved.get(language);
          const name = LANGUAGE_ENGLISH_NAMES[language];
          return (
            <li key={language} className="opening-languages__item">
              <div className="opening-languages__row">
                <div>
                  <h3 className="opening-languages__name">
                    <LanguageName language={language} />
                  </h3>
                  <p className="opening-languages__state">
                    {translation ? (
                      <>
                        Added. Last changed{' '}
                        <time dateTime={translation.updatedAt}>{formatWhen(translation.updatedAt)}</time>.
                      </>
                    ) : (
                      'Not added: the page shows the English text.'
                    )}
                  </p>
                </div>
                {!closed && editing !== language && (
                  <div className="opening-actions">
                    <button
                      id={editButtonId(language)}
                      type="button"
                      className="staff-button staff-button--quiet"
                      onClick={() => setEditing(language)}
                    >
                      {translation ? `Edit the ${name} text` : `Add the ${name} text`}
                    </button>
                    {translation && (
                      <button
                        type="button"
                        className="staff-button staff-button--danger"
                        onClick={() => setRemoving(language)}
                      >
                        {`Remove the ${name} text`}
                      </button>
                    )}
                  </div>
                )}
              </div>
              {!closed && editing === language && (
                <TranslationForm
                  opening={opening}
                  language={language}
                  saved={translation}
                  onDone={() => closeForm(language)}
                />
              )}
            </li>
          );
        })}
      </ul>
      {removing && (
        <RemoveDialog
          opening={opening}
          language={removing}
          onClose={(removed) => {
            setRemoving(null);
            if (removed) setFocusOn({ language: removing });
          }}
        />
      )}
    </section>
  );
}
