import { useFormikContext } from 'formik';
import { createContext, use, useId, useState } from 'react';
import { formatSize, inspectResume } from './resume-choice';
import type { ApplyValues } from './apply-values';

/** File checks still running; the form waits for them before it validates a submit. */
export const PendingResumeChecks = createContext<Set<Promise<unknown>> | null>(null);

const ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The résumé: checked at once when chosen (its first bytes and size), its error tied to it. */
export function ResumeField() {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<ApplyValues>();
  const [inputKey, setInputKey] = useState(0);
  const pending = use(PendingResumeChecks);
  const id = useId();
  const chosen = values.resume;
  const error = touched.resume && errors.resume ? String(errors.resume) : undefined;
  const describedBy = [`${id}-hint`, chosen && !error ? `${id}-chosen` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  function choose(file: File | undefined) {
    const check = (async () => {
      const inspected = file ? await inspectResume(file) : null;
      // Touched first, without validating: a validation queued now would still see the old value.
      await setFieldTouched('resume', true, false);
      await setFieldValue('resume', inspected, true);
    })();
    pending?.add(check);
    void check.finally(() => pending?.delete(check));
  }

  return (
    <div className="field">
      <label htmlFor={id}>
        Résumé
        <span className="required-mark" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        PDF or Word (.docx), up to 5 MB.
      </p>
      <input
        key={inputKey}
        id={id}
        name="resume"
        type="file"
        accept={ACCEPT}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => choose(event.currentTarget.files?.[0])}
      />
      {chosen && (
        <div className="apply-resume__chosen">
          {!error && (
            <span id={`${id}-chosen`}>
              Chosen: {chosen.file.name} ({formatSize(chosen.file.size)})
            </span>
          )}
          <button
            type="button"
            className="apply-link-button"
            onClick={() => {
              setInputKey((key) => key + 1);
              choose(undefined);
            }}
          >
            Remove <span className="visually-hidden">the résumé</span>
          </button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
