import type { FormikErrors, FormikProps, FormikTouched } from 'formik';
import type { FormEvent } from 'react';
import { firstInvalidControl } from './first-invalid-control';

interface CheckedSubmitOptions {
  /** Work to wait for before validating (say, a file still being checked), so nothing is lost. */
  settle?: () => Promise<unknown>;
}

function allTouched<V extends object>(values: V): FormikTouched<V> {
  return Object.fromEntries(Object.keys(values).map((key) => [key, true])) as FormikTouched<V>;
}

/**
 * A form's submit handler: when the values are invalid it marks every field touched (so
 * each shows its message), tells the caller (for the form's own summary message) and puts focus on
 * the first field in error in document order; otherwise Formik submits. A submit while one is under
 * way does nothing.
 */
export function useCheckedSubmit<V extends object>(
  formik: FormikProps<V>,
  onInvalid: (errors: FormikErrors<V>) => void,
  { settle }: CheckedSubmitOptions = {},
) {
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (formik.isSubmitting) return;
    const form = event.currentTarget;
    await settle?.();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length === 0) {
      await formik.submitForm();
      return;
    }
    await formik.setTouched(allTouched(formik.values), false);
    onInvalid(errors);
    firstInvalidControl(form, errors)?.focus();
  };
}

/** For "fill in all required fields": true when any of these fields is still empty. */
export function hasEmptyField<V extends Record<string, unknown>>(values: V, fields: Array<keyof V>): boolean {
  return fields.some((field) => String(values[field] ?? '').trim() === '');
}
