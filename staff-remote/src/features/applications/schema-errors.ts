import { ValidationError, type AnyObjectSchema } from 'yup';

/**
 * The schema's messages for a body, as Formik errors (the first message of each field): for forms
 * whose fields are not the body itself (a choice decides which field is sent).
 */
export async function schemaErrors(schema: AnyObjectSchema, body: object): Promise<Record<string, string>> {
  try {
    await schema.validate(body, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const path = issue.path ?? '';
      if (path && !(path in errors)) errors[path] = issue.message;
    }
    return errors;
  }
}
