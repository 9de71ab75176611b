import { useFormikContext } from 'formik';
import { createContext, use, useId, useState, type ReactNode } from 'react';
import { useSharedText } from '../i18n/shared-text';
import { formatFileSize } from './file-head';
import { useMessageText } from './use-message-text';

/** File checks still running; the form waits for them before it validates a submit. */
export const PendingFileChecks = createContext<Set<Promise<unknown>> | null>(null);

interface FileFieldProps<Chosen extends { file: File }> {
  name: string;
  label: ReactNode;
  hint: string;
  accept: string;
  required?: boolean;
  /** What the Remove button removes, for screen readers ("the résumé"). */
  removes: string;
  /** Looks at the chosen file at once (its first bytes, its size), so a wrong one is named before sending. */
  inspect: (file: File) => Promise<Chosen>;
  /** Each app styles its own: the field, the line naming the chosen file, the Remove button. */
  classNames: { field: string; chosen: string; remove: string };
}

/** A file input in a Formik form: the chosen file checked at once, named, removable, its error tied to it. */
export function FileField<Chosen extends { file: File }>({
  name,
  label,
  hint,
  accept,
  required = false,
  removes,
  inspect,
  classNames,
}: FileFieldProps<Chosen>) {
  const { values, errors, touched, setFieldValue, setFieldTouched } =
    useFormikContext<Record<string, Chosen | null>>();
  const [inputKey, setInputKey] = useState(0);
  const pending = use(PendingFileChecks);
  const id = useId();
  const shown = useMessageText();
  const t = useSharedText();
  const chosen = values[name];
  const error = touched[name] && errors[name] ? String(errors[name]) : undefined;
  const describedBy = [`${id}-hint`, chosen && !error ? `${id}-chosen` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  function choose(file: File | undefined) {
    const check = (async () => {
      const inspected = file ? await inspect(file) : null;
      // Touched first, without validating: a validation queued now would still see the old value.
      await setFieldTouched(name, true, false);
      await setFieldValue(name, inspected, true);
    })();
    pending?.add(check);
    void check.finally(() => pending?.delete(check));
  }

  return (
    <div className={classNames.field}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <input
        key={inputKey}
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => choose(event.currentTarget.files?.[0])}
      />
      {chosen && (
        <div className={classNames.chosen}>
          {!error && (
            <span id={`${id}-chosen`}>
              {t('Chosen: {{name}} ({{size}})', {
                name: chosen.file.name,
                size: formatFileSize(chosen.file.size, t),
              })}
            </span>
          )}
          <button
            type="button"
            className={classNames.remove}
            onClick={() => {
              setInputKey((key) => key + 1);
              choose(undefined);
            }}
          >
            {t('Remove')} <span className="visually-hidden">{removes}</span>
          </button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {shown(error)}
        </p>
      )}
    </div>
  );
}
