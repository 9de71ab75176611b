// A copy of shared/ui/form-field.tsx, bound to this remote's own Formik.
// Why: Formik is not a federation singleton (webpack.common.js shares `shared/` but not `formik`),
// so the shared FormField is whichever remote loaded it first, with that remote's Formik inside.
// On /login the user portal often loads first, and its FormField cannot see this remote's <Formik>
// ("Cannot read properties of undefined (reading 'getFieldProps')"). Once formik is shared as a
// singleton, this file can go and the imports can point at shared/ui/form-field again.
import { useField } from 'formik';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface CommonProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

type FieldProps = CommonProps &
  (
    | ({ as?: 'input' } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>)
    | ({ as: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>)
    | ({ as: 'select'; children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>)
  );

/**
 * A labelled Formik field whose error, once the field is touched, is shown under it and tied to it
 * (aria-invalid, aria-describedby), so screen readers read the message with the field.
 */
export function FormField({ name, label, hint, required, as = 'input', ...rest }: FieldProps) {
  const [field, meta] = useField(name);
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    ...field,
    value: field.value ?? '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {as === 'textarea' ? (
        <textarea {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...control} />
      ) : as === 'select' ? (
        <select {...(rest as SelectHTMLAttributes<HTMLSelectElement>)} {...control} />
      ) : (
        <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...control} />
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
