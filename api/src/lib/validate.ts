import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';
import { addFieldError as add, fieldErrors, type FieldErrors as Errors } from './field-errors';
import { badRequest } from './http-error';

export const INVALID_FIELDS = 'Some fields are not valid.';

/** Yup would quietly turn 42 into "42"; the API takes only the types the contract names. */
function checkTypes(schema: AnyObjectSchema, body: Record<string, unknown>, errors: Errors) {
  const fields = schema.fields as Record<string, Schema & { innerType?: Schema }>;
  for (const [key, value] of Object.entries(body)) {
    // Own fields only: "constructor" or "valueOf" must not find Object.prototype's.
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!field) {
      add(errors, key, 'Unknown field.');
      continue;
    }
    if (value === undefined || value === null) continue;
    if (field.type === 'string' && typeof value !== 'string') add(errors, key, 'Must be text.');
    if (typeof value === 'string' && value.includes('\u0000'))
      add(errors, key, 'Contains a character that is not allowed.');
    if (field.type === 'boolean' && typeof value !== 'boolean' && value !== 'true' && value !== 'false') {
      add(errors, key, 'Must be true or false.');
    }
    if (field.type === 'array') {
      if (!Array.isArray(value)) add(errors, key, 'Must be a list.');
      else if (field.innerType?.type === 'string' && value.some((item) => typeof item !== 'string')) {
        add(errors, key, 'Must be a list of text.');
      } else if (value.some((item) => typeof item === 'string' && item.includes('\u0000'))) {
        add(errors, key, 'Contains a character that is not allowed.');
      }
    }
  }
}

/**
 * Validates a request body with the same shared schema the form uses. Anything wrong is a 400
 * `{ title, errors }` naming each failing field; nothing has been written by then.
 */
export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be an object of fields.', {
      body: ['Expected an object of fields.'],
    });
  }
  const errors = fieldErrors();
  checkTypes(schema, body as Record<string, unknown>, errors);
  if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS, errors);
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const issue of error.inner.length ? error.inner : [error])
      add(errors, issue.path ?? 'body', issue.message);
    throw badRequest(INVALID_FIELDS, errors);
  }
}

/** A 400 naming one field, for a check only the server can make (the row exists, the day has passed). */
export function invalidField(field: string, message: string) {
  const errors = fieldErrors();
  add(errors, field, message);
  return badRequest(INVALID_FIELDS, errors);
}
