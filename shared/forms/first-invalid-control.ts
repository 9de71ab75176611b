// Where a form's errors are: its own module, so a form that only moves focus there (the server named
// the fields) bundles these lines and not the checked-submit hook with them.

/** Every path that holds an error, with each of its parents: `a.b[0]` gives `a`, `a.b`, `a.b[0]`. */
export function invalidPaths(errors: unknown, prefix = ''): Set<string> {
  const paths = new Set<string>();
  if (typeof errors !== 'object' || errors === null) return paths;
  for (const [key, value] of Object.entries(errors)) {
    if (value === undefined || value === null || value === '') continue;
    const path = prefix === '' ? key : Array.isArray(errors) ? `${prefix}[${key}]` : `${prefix}.${key}`;
    paths.add(path);
    for (const child of invalidPaths(value, path)) paths.add(child);
  }
  return paths;
}

/** The first control of the form, in document order, whose name holds an error. */
export function firstInvalidControl(form: HTMLFormElement, errors: unknown): HTMLElement | undefined {
  const invalid = invalidPaths(errors);
  return Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      'name' in element &&
      typeof element.name === 'string' &&
      invalid.has(element.name),
  );
}
