/** The API takes several calls as form data; this builds that body from plain fields. */
export function toFormBody(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) body.set(key, value ?? '');
  return body;
}
