import { VALIDATION_EN, type ValidationKey } from './validation-en';

/** A message's key and the values filled into its English text. */
export interface KeyedMessage {
  key: ValidationKey;
  values: Record<string, string>;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The names of a template's `{{placeholders}}`, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/** A template with its placeholders filled; a value left out is an error, never a stray `{{name}}`. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for {{${name}}} in "${template}"`);
    return String(values[name]);
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(template: string): RegExp {
  const parts = template.split(PLACEHOLDER).map((part, index) => (index % 2 ? '(.+?)' : escape(part)));
  return new RegExp(`^${parts.join('')}$`);
}

/** The values that make `template` read `text`, or undefined when no values do. */
export function matchTemplate(template: string, text: string): Record<string, string> | undefined {
  const match = patternOf(template).exec(text);
  if (!match) return undefined;
  return Object.fromEntries(placeholdersOf(template).map((name, i) => [name, match[i + 1]]));
}

// Fixed texts first, so that a fixed text is never read as a template with values.
const MATCHERS = (Object.entries(VALIDATION_EN) as [ValidationKey, string][])
  .map(([key, template]) => ({ key, names: placeholdersOf(template), pattern: patternOf(template) }))
  .sort((a, b) => a.names.length - b.names.length);

/** The key and values of one of VALIDATION_EN's messages from its English text; undefined for any other text. */
export function messageKeyOf(message: string): KeyedMessage | undefined {
  for (const { key, names, pattern } of MATCHERS) {
    const match = pattern.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return undefined;
}
