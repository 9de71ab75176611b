import type { FormikHelpers } from 'formik';
import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { interpolate, type Translate } from 'shared/i18n/text';

/**
 * A refused form's answer: the API's field messages put under their fields (touched already: they
 * were submitted), and the line to show
 * above the button (what to check, the server's reason for a 429, or to try again), in the
 * language of `t` (English when none is given).
 */
export function formFailure<V extends object>(
  error: unknown,
  fields: readonly (keyof V & string)[],
  helpers: Pick<FormikHelpers<V>, 'setErrors'>,
  t: Translate = interpolate,
): string {
  const body = errorBody(error);
  const errors = apiFieldErrors<V>(body, fields);
  if (Object.keys(errors).length) {
    helpers.setErrors(errors);
    return t('Check the fields marked below.');
  }
  if (errorStatus(error) === 429 && isApiErrorBody(body)) return body.title;
  return t('We could not save this just now. Try again.');
}
