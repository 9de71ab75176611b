import { setIn, type FormikErrors } from 'formik';
import { isApiErrorBody } from '../contract/api-error';

/** `servicesRequired[0]` or `servicesRequired.0`: a list item's error belongs to the list's one control. */
const LIST_ITEM = /(\[\d+\]|\.\d+)+$/;

/**
 * The API's per-field messages (`body.errors`) as Formik errors: the first message of each field, keyed
 * by the field's path (`Email`, `address.city`; a list item's key such as `servicesRequired[0]` names
 * the list). When `fields` is given, only errors whose top-level field is one of them are kept. The
 * first message for a field wins; fields without a message are left out.
 */
export function apiFieldErrors<V extends object = Record<string, unknown>>(
  body: unknown,
  fields?: readonly string[],
): FormikErrors<V> {
  let errors: FormikErrors<V> = {};
  if (!isApiErrorBody(body) || !body.errors) return errors;
  for (const [key, messages] of Object.entries(body.errors)) {
    const path = key.replace(LIST_ITEM, '');
    const field = path.split(/[.[]/)[0];
    if (!path || !Array.isArray(messages) || !messages.length) continue;
    if (fields && !fields.includes(field)) continue;
    if (hasPath(errors, path)) continue;
    errors = setIn(errors, path, messages[0]) as FormikErrors<V>;
  }
  return errors;
}

function hasPath(errors: object, path: string): boolean {
  let node: unknown = errors;
  for (const part of path.split(/[.[\]]+/).filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}
