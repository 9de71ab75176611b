/**
 * Messages per field, keyed by names the client chose. The object has no prototype, so a field
 * called "constructor", "valueOf" or "__proto__" is just a name (on a plain object the first two
 * are inherited functions, and the third replaces the prototype).
 */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

export function addFieldError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}
