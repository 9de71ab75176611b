import { useFormikContext } from 'formik';
import type { MouseEvent } from 'react';

/**
 * A form's submit button: says what it is doing while the form is sent, and cannot be pressed twice.
 * It stays focusable meanwhile (aria-disabled, not disabled): a disabled button drops the keyboard's
 * focus to the page itself, and the reader would start again from the top.
 */
export function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const { isSubmitting } = useFormikContext();
  // Enter in a field presses this button too, so stopping the press stops the form being sent again.
  const refuseWhileSending = (event: MouseEvent<HTMLButtonElement>) => {
    if (isSubmitting) event.preventDefault();
  };
  return (
    <button
      type="submit"
      className="button button--primary"
      aria-disabled={isSubmitting || undefined}
      onClick={refuseWhileSending}
    >
      {isSubmitting ? busyLabel : label}
    </button>
  );
}
