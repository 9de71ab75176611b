import { string } from 'yup';
import { MESSAGES, digitsMessages } from './messages';

export const tooLong = (max: number) => `At most ${max} characters.`;

/**
 * Control characters (other than tab and line breaks), the bidirectional marks, overrides and isolates,
 * and invisible characters that can make text read differently from how it is stored (names shown to
 * staff, say). The zero-width joiners U+200C and U+200D stay: Indian scripts need them.
 */
export const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/;
export const UNSAFE_TEXT_MESSAGE = 'Remove control or text-direction characters.';

const safeText = () =>
  string()
    .trim()
    .test('safe', UNSAFE_TEXT_MESSAGE, (value) => !value || !UNSAFE_CHARACTERS.test(value));

export function requiredText(max: number) {
  return safeText().required(MESSAGES.required).max(max, tooLong(max));
}

export function optionalText(max: number) {
  return safeText().max(max, tooLong(max)).default('');
}

/** Exactly `digits` digits, with the three messages for too short, too long and not digits. */
export function digitsField(label: string, digits: number) {
  const messages = digitsMessages(label, digits);
  return string()
    .trim()
    .required(MESSAGES.required)
    .matches(/^\d*$/, messages.notDigits)
    .min(digits, messages.tooShort)
    .max(digits, messages.tooLong);
}
