/** @jsxRuntime automatic */
// The pragma above: the API draws the careers views, which use this, with tsx, which reads no tsconfig's JSX setting.
import { Fragment, type ReactNode } from 'react';
import type { TextValues, Translate } from './text';

/** Where an element stands in a translated text; no text contains it. */
const MARK = '\u0000';

/**
 * A sentence with elements inside it (a link, an address, a strong term), translated whole: its key
 * has a `{{placeholder}}` for each element, so each language puts them where its grammar wants them.
 */
export function richText(
  t: Translate,
  key: string,
  elements: Readonly<Record<string, ReactNode>>,
  values?: TextValues,
): ReactNode {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  return t(key, { ...values, ...marks })
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part));
}
