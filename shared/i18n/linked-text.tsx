import type { ReactNode } from 'react';

/**
 * A translated sentence with a link inside, marked `<link>…</link>` in its text, so each language puts
 * the link where its word order wants it: the words around it as text, the marked words given to
 * `link`. The English sentence draws as its JSX did (`New here? <Link>…</Link>`): no empty text.
 */
export function linkedText(text: string, link: (words: string) => ReactNode): ReactNode {
  const match = /<link>(.*?)<\/link>/.exec(text);
  if (!match) return text;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  return (
    <>
      {before || null}
      {link(match[1]!)}
      {after || null}
    </>
  );
}
