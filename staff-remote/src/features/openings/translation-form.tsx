import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { OPENING_LIMITS } from 'shared/contract/careers';
import type { TranslationLanguage } from 'shared/contract/opening-translation';
import type { StaffOpeningResponse, StaffOpeningTranslation } from 'shared/contract/staff-opening-responses';
import {
  OPENING_TRANSLATION_FIELDS,
  openingTranslationInitialValues,
  openingTranslationSchema,
  type OpeningTranslationRequest,
} from 'shared/contract/staff-opening-translation-schema';
import { LANGUAGE_ENGLISH_NAMES } from 'shared/i18n/account-language';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm } from '../../app/refused-form';
import { useSaveOpeningTranslationMutation } from './openings-api';

const INVALID_FORM = 'Nothing was saved. Check the fields marked below.';
const SAVE_FAILED = 'Nothing was saved. Check your connection and try again.';
const TEXT_HINT = 'Plain text, as in English: a blank line starts a paragraph, "- " a list item.';

const limitHint = (max: number) => `At most ${max.toLocaleString('en-IN')} characters.`;

interface TranslationFormProps {
  opening: StaffOpeningResponse;
  language: TranslationLanguage;
  /** The texts already saved in this language, if any. */
  saved?: StaffOpeningTranslation;
  onDone: () => void;
}

function Fields({
  opening,
  language,
  problem,
  onInvalid,
  onCancel,
}: {
  opening: StaffOpeningResponse;
  language: TranslationLanguage;
  problem: string | null;
  onInvalid: () => void;
  onCancel: () => void;
}) {
  const formik = useFormikContext<OpeningTranslationRequest>();
  const onSubmit = useCheckedSubmit(formik, onInvalid);
  const name = LANGUAGE_ENGLISH_NAMES[language];
  const form = useRef<HTMLFormElement>(null);
  // Opened by a button that gives way to it: the first field takes the focus.
  useEffect(() => form.current?.querySelector<HTMLElement>('input, textarea')?.focus(), []);
  // The fields take the language's own script: its keyboard, spelling and voice are the browser's to pick.
  const inLanguage = { lang: language, autoComplete: 'off' } as const;
  return (
    <form
      ref={form}
      className="staff-form opening-form"
      aria-label={`${name} text`}
      noValidate
      onSubmit={onSubmit}
    >
      <FormField
        name="title"
        label={`Title in ${name}`}
        required
        maxLength={OPENING_LIMITS.title}
        hint={`In English: ${opening.title}`}
        {...inLanguage}
      />
      <FormField
        name="city"
        label={`City in ${name}`}
        required
        maxLength={OPENING_LIMITS.city}
        hint={`In English: ${opening.city}`}
        {...inLanguage}
      />
      <FormField
        as="textarea"
        name="description"
        label={`Description in ${name}`}
        required
        rows={10}
        maxLength={OPENING_LIMITS.description}
        hint={`${TEXT_HINT} ${limitHint(OPENING_LIMITS.description)}`}
        {...inLanguage}
      />
      <FormField
        as="textarea"
        name="requirements"
        label={`Requirements in ${name}`}
        required
        rows={6}
        maxLength={OPENING_LIMITS.requirements}
        hint={`${TEXT_HINT} ${limitHint(OPENING_LIMITS.requirements)}`}
        {...inLanguage}
      />
      <p className="staff-problem" role="alert">
        {problem}
      </p>
      <div className="opening-actions">
        <SubmitButton label={`Save the ${name} text`} busyLabel="Saving…" />
        <button type="button" className="staff-button staff-button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * An opening's texts in one language, checked with the API's own schema: each problem under its
 * field, the first one focused, and what the API refuses put on the fields it names.
 */
export function TranslationForm({ opening, language, saved, onDone }: TranslationFormProps) {
  const dispatch = useAppDispatch();
  const [saveTranslation] = useSaveOpeningTranslationMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const initialValues = saved
    ? {
        title: saved.title,
        city: saved.city,
        description: saved.description,
        requirements: saved.requirements,
      }
    : openingTranslationInitialValues;

  async function submit(
    values: OpeningTranslationRequest,
    helpers: FormikHelpers<OpeningTranslationRequest>,
  ) {
    setProblem(null);
    const fields = openingTranslationSchema.cast(values) as OpeningTranslationRequest;
    try {
      await saveTranslation({ openingId: opening.id, language, fields }).unwrap();
      const name = LANGUAGE_ENGLISH_NAMES[language];
      dispatch(
        notify(
          'success',
          opening.status === 'published' ? `Saved. The ${name} careers page shows it now.` : 'Saved.',
        ),
      );
      onDone();
    } catch (error) {
      setProblem(
        refusedForm(error, OPENING_TRANSLATION_FIELDS, helpers, {
          invalid: INVALID_FORM,
          failed: SAVE_FAILED,
        }),
      );
    }
  }

  return (
    <Formik<OpeningTranslationRequest>
      initialValues={initialValues}
      validationSchema={openingTranslationSchema}
      onSubmit={submit}
    >
      <Fields
        opening={opening}
        language={language}
        problem={problem}
        onInvalid={() => setProblem(INVALID_FORM)}
        onCancel={onDone}
      />
    </Formik>
  );
}
