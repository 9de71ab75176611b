import { string } from 'yup';
import { UNSAFE_CHARACTERS } from './fields';
import { MESSAGES } from './messages';

const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

// One @, something before it, a dotted domain after it, no spaces and none of <>"' (which have no place
// in an address people type, and every place in markup): what mail servers accept in practice.
const EMAIL_PATTERN = /^[^\s@<>"']+@[^\s@.<>"']+(\.[^\s@.<>"']+)+$/;

/** One spelling per address: Unicode NFKC (full-width letters become plain ones) and a lower-case domain. */
export function normaliseEmail(value: string): string {
  const text = value.normalize('NFKC').trim();
  const at = text.lastIndexOf('@');
  return at < 0 ? text : `${text.slice(0, at)}@${text.slice(at + 1).toLowerCase()}`;
}

/** The one key an address is found by: its normal spelling, in lower case. */
export const emailKeyOf = (email: string) => normaliseEmail(email).toLowerCase();

/** An email address within the limits: 254 characters in all, 64 before the @. */
export function emailField() {
  return string()
    .transform((value: unknown) => (typeof value === 'string' ? normaliseEmail(value) : value))
    .required(MESSAGES.required)
    .max(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong)
    .test('local-part', MESSAGES.emailLocalTooLong, (value) =>
      value ? value.split('@')[0].length <= EMAIL_LOCAL_MAX_LENGTH : true,
    )
    .test('characters', MESSAGES.invalidEmail, (value) => !value || !UNSAFE_CHARACTERS.test(value))
    .matches(EMAIL_PATTERN, { message: MESSAGES.invalidEmail, excludeEmptyString: true });
}

/** Whether text is one email address, by the same rules as the forms' email fields. */
export function isEmailAddress(text: string): boolean {
  try {
    emailField().validateSync(text);
    return text.trim() !== '';
  } catch {
    return false;
  }
}
