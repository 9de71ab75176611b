import type { FormikHelpers } from 'formik';
import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import { apiFieldErrors } from 'shared/forms/api-field-errors';

export interface RefusedFormWords {
  /** Some field was refused: its own message is on the field. */
  invalid: string;
  /** The server failed or could not be reached. */
  failed: string;
}

/**
 * A staff form's answer to a failed submit: the API's field errors go on `fields`, and the words for
 * above the form are returned. A 4xx says why in its title; a 5xx's title means nothing to staff.
 */
export function refusedForm<Values extends object>(
  error: unknown,
  fields: ReadonlyArray<keyof Values & string>,
  helpers: Pick<FormikHelpers<Values>, 'setErrors'>,
  words: RefusedFormWords,
): string {
  const body = errorBody(error);
  const fieldErrors = apiFieldErrors<Values>(body, fields);
  helpers.setErrors(fieldErrors);
  if (Object.keys(fieldErrors).length) return words.invalid;
  return isApiErrorBody(body) && (errorStatus(error) ?? 500) < 500 ? body.title : words.failed;
}
