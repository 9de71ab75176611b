import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { MESSAGES } from 'shared/contract/messages';
import { interpolate, type Translate } from 'shared/i18n/text';
import { FIELD_LABELS, FIELD_ORDER, type RegisterField } from './register-values';

interface RegisterFailure {
  /** Said after 'register Failed': which fields, or that the user name or email is taken. */
  detail: string;
  /** The server's message per field, to show beside each one. */
  fieldErrors: Partial<Record<RegisterField, string>>;
}

/**
 * Turns a failed registration call into words for the person filling the form, in the language of
 * `t` (English when none is given); the server's own messages stay as it sent them.
 */
export function describeRegisterFailure(error: unknown, t: Translate = interpolate): RegisterFailure {
  const status = errorStatus(error);
  const body = errorBody(error);
  if (status === 429) return { detail: MESSAGES.tooManyAttempts, fieldErrors: {} };
  if (!isApiErrorBody(body) || status === undefined || status >= 500) {
    return { detail: MESSAGES.genericError, fieldErrors: {} };
  }

  // Every field of this form is a single value: its error is a message.
  const fieldErrors = apiFieldErrors(body, FIELD_ORDER) as Partial<Record<RegisterField, string>>;
  const named = FIELD_ORDER.filter((field) => fieldErrors[field]);
  if (status === 409) return { detail: body.title, fieldErrors };
  if (named.length === 0) return { detail: body.title, fieldErrors };
  const list = named.map((field) => `${t(FIELD_LABELS[field])}: ${fieldErrors[field]}`).join(' ');
  const check = named.length === 1 ? t('Please check this field.') : t('Please check these fields.');
  return {
    detail: `${check} ${list}`,
    fieldErrors,
  };
}
