import { VALIDATION_EN, type ValidationKey } from './validation-en';

export type MessageValues = Readonly<Record<string, string | number>>;

/** A message's key and the values filled into its text. */
export interface KeyedMessage {
  key: ValidationKey;
  values: Record<string, string>;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function fill(template: string, values: MessageValues): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for {{${name}}} in "${template}"`);
    return String(values[name]);
  });
}

/**
 * The English text of a validation message. The schemas give Yup (and so Formik and the API) this
 * plain string, so every English answer stays byte for byte what it was; `messageKeyOf` finds the key
 * and the values again from it.
 */
export function validationText(key: ValidationKey, values: MessageValues = {}): string {
  return fill(VALIDATION_EN[key], values);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a pattern; fixed texts before those with values, so a fixed text never reads as one. */
const MATCHERS = (Object.entries(VALIDATION_EN) as [ValidationKey, string][])
  .map(([key, template]) => {
    const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
    const pattern = template
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 ? '(.+?)' : escape(part)))
      .join('');
    return { key, names, pattern: new RegExp(`^${pattern}$`) };
  })
  .sort((a, b) => a.names.length - b.names.length);

/** The key and values of a message made by `validationText`, or undefined for any other text. */
export function messageKeyOf(message: string): KeyedMessage | undefined {
  for (const { key, names, pattern } of MATCHERS) {
    const match = pattern.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return undefined;
}
