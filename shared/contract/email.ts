import { string } from 'yup';
import { MESSAGES } from './messages';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

// One @, something before it, a dotted domain after it, no spaces: what mail servers accept in practice.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An email address within SPEC §5's limits: 254 characters in all, 64 before the @. */
export function emailField() {
  return string()
    .trim()
    .required(MESSAGES.required)
    .max(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong)
    .test('local-part', MESSAGES.emailLocalTooLong, (value) =>
      value ? value.split('@')[0].length <= EMAIL_LOCAL_MAX_LENGTH : true,
    )
    .matches(EMAIL_PATTERN, { message: MESSAGES.invalidEmail, excludeEmptyString: true });
}
