import { useFormikContext } from 'formik';
import { createContext, use, useId, useState } from 'react';
import type { DocumentField as DocumentFieldName } from 'shared/contract/executive';
import { formatSize, inspectDocument } from './document-check';
import { FIELD_LABELS, type RegisterValues } from './register-values';

/** File checks still running; the form waits for them before it validates a submit. */
export const PendingChecks = createContext<Set<Promise<unknown>> | null>(null);

const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/**
 * An optional copy of an identity document. The chosen file is checked at once (type by its first
 * bytes, size up to 2 MB) so a wrong file is named before anything is sent.
 */
export function DocumentField({ name }: { name: DocumentFieldName }) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<RegisterValues>();
  const [inputKey, setInputKey] = useState(0);
  const pending = use(PendingChecks);
  const id = useId();
  const chosen = values[name];
  const error = touched[name] && errors[name] ? String(errors[name]) : undefined;
  const describedBy = [`${id}-hint`, chosen && !error ? `${id}-chosen` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  function choose(file: File | undefined) {
    const check = (async () => {
      const chosenNow = file ? await inspectDocument(file) : null;
      // Touched first, without validating: a validation queued now would still see the old value.
      await setFieldTouched(name, true, false);
      await setFieldValue(name, chosenNow, true);
    })();
    pending?.add(check);
    void check.finally(() => pending?.delete(check));
  }

  return (
    <div className="field bde-document">
      <label htmlFor={id}>{FIELD_LABELS[name]}</label>
      <p id={`${id}-hint`} className="field__hint">
        Optional. PDF, PNG or JPEG, up to 2 MB.
      </p>
      <input
        key={inputKey}
        id={id}
        name={name}
        type="file"
        accept={ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => choose(event.currentTarget.files?.[0])}
      />
      {chosen && (
        <div className="bde-document__chosen">
          {!error && (
            <span id={`${id}-chosen`}>
              Chosen: {chosen.file.name} ({formatSize(chosen.file.size)})
            </span>
          )}
          <button
            type="button"
            className="bde-link-button"
            onClick={() => {
              setInputKey((key) => key + 1);
              choose(undefined);
            }}
          >
            Remove <span className="visually-hidden">{FIELD_LABELS[name]}</span>
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
