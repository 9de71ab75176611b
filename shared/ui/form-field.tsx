import { useField } from 'formik';
import {
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useMessageText } from '../forms/use-message-text';
import { useTypedBeforeHydration } from '../forms/use-typed-before-hydration';

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
  const [field, meta, helpers] = useField(name);
  const id = useId();
  const shown = useMessageText();
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  const value = field.value ?? '';
  useTypedBeforeHydration(
    ref,
    // A number field's value is a number; the control's is its text.
    String(value),
    (typed) => void helpers.setValue(typed, false),
    // Touched (and so checked) once every field taken over with it has its typed value: a check now
    // would see the others still empty, flash their messages and move the page under a click.
    () => setTimeout(() => void helpers.setTouched(true)),
  );
  const hintId = hint ? `${id}-hint` : undefined;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    ...field,
    ref,
    value,
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
          {shown(error)}
        </p>
      )}
    </div>
  );
}
