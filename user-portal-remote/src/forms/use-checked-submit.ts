import type { FormikErrors, FormikProps, FormikTouched } from 'formik';
import type { FormEvent } from 'react';

function allTouched<V extends object>(values: V): FormikTouched<V> {
  return Object.fromEntries(Object.keys(values).map((key) => [key, true])) as FormikTouched<V>;
}

/**
 * A form's submit handler: when the values are invalid it marks every field touched (so each shows
 * its message), tells the caller (for SPEC §5's summary message) and puts focus on the first field
 * in error; otherwise Formik submits.
 */
export function useCheckedSubmit<V extends object>(
  formik: FormikProps<V>,
  onInvalid: (errors: FormikErrors<V>) => void,
) {
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (formik.isSubmitting) return;
    const form = event.currentTarget;
    const errors = await formik.validateForm();
    const invalid = Object.keys(errors);
    if (invalid.length === 0) {
      await formik.submitForm();
      return;
    }
    void formik.setTouched(allTouched(formik.values), false);
    onInvalid(errors);
    const first = Array.from(form.elements).find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && invalid.includes(element.name),
    );
    first?.focus();
  };
}

/** SPEC §5's "fill in all required fields": true when any of these fields is still empty. */
export function hasEmptyField<V extends Record<string, unknown>>(values: V, fields: Array<keyof V>): boolean {
  return fields.some((field) => String(values[field] ?? '').trim() === '');
}
