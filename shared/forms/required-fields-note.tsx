/**
 * "Fields marked * are required.", read out without the star: each required field's own label
 * already says "required" to a screen reader, so the note names the mark it is explained by.
 */
export function RequiredFieldsNote({ id, className = 'field__hint' }: { id?: string; className?: string }) {
  return (
    <p id={id} className={className}>
      Fields marked <span aria-hidden="true">*</span>
      <span className="visually-hidden">with an asterisk</span> are required.
    </p>
  );
}
