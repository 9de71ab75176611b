import { string } from 'yup';
import { MESSAGES, digitsMessages } from './messages';

export const tooLong = (max: number) => `At most ${max} characters.`;

export function requiredText(max: number) {
  return string().trim().required(MESSAGES.required).max(max, tooLong(max));
}

export function optionalText(max: number) {
  return string().trim().max(max, tooLong(max)).default('');
}

/** Exactly `digits` digits, with SPEC §5's three messages for too short, too long and not digits. */
export function digitsField(label: string, digits: number) {
  const messages = digitsMessages(label, digits);
  return string()
    .trim()
    .required(MESSAGES.required)
    .matches(/^\d*$/, messages.notDigits)
    .min(digits, messages.tooShort)
    .max(digits, messages.tooLong);
}
