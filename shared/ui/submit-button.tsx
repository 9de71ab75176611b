import { useFormikContext } from 'formik';

/** A form's submit button: says what it is doing while the form is sent, and cannot be pressed twice. */
export function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" className="button button--primary" disabled={isSubmitting}>
      {isSubmitting ? busyLabel : label}
    </button>
  );
}
