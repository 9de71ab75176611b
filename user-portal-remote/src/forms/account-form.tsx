import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { SubmitButton } from 'shared/ui/submit-button';

interface AccountFormProps<V> {
  submitLabel: string;
  /** The button's text while the form is being sent. */
  busyLabel: string;
  /** Said when a submit finds the values invalid, given the values. */
  onInvalid?: (values: V) => void;
  children: ReactNode;
}

/**
 * A form of the user portal inside its Formik: its fields, then the submit button, sent through the
 * shared checked submit (every field touched, the form's own message, focus on the first invalid one).
 */
export function AccountForm<V extends object>({
  submitLabel,
  busyLabel,
  onInvalid,
  children,
}: AccountFormProps<V>) {
  const formik = useFormikContext<V>();
  const onSubmit = useCheckedSubmit(formik, () => onInvalid?.(formik.values));
  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit}>
      {children}
      <div className="account-form__actions">
        <SubmitButton label={submitLabel} busyLabel={busyLabel} />
      </div>
    </form>
  );
}
