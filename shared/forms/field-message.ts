import { messageKeyOf } from '../contract/validation-message';

/**
 * A translator such as react-i18next's `t`: the key, its values, and `defaultValue` for a key the
 * language lacks.
 */
export type Translate = (key: string, options: Record<string, unknown>) => string;

/**
 * The text to show for a validation message (a Formik error or an API field error): the English text
 * as it is without a translator; with one, the message's key in the page's language, filled with the
 * same values, falling back to the English text. A message without a key is shown as it is.
 */
export function messageText(message: string | undefined, t?: Translate): string {
  if (!message) return '';
  const keyed = t && messageKeyOf(message);
  return keyed ? t(keyed.key, { ...keyed.values, defaultValue: message }) : message;
}
