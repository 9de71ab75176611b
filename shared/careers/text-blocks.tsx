/** @jsxRuntime automatic */
// The pragma above: the API renders this file (shared/careers) with tsx, which reads no tsconfig's JSX setting.
import { textBlocks } from '../contract/careers';

interface TextBlocksProps {
  text: string;
  listClassName?: string;
  /** Each block's language, when it is not the page's (an opening's English text on a Telugu page). */
  lang?: string;
}

/**
 * Staff's plain text (an opening's description or requirements) as paragraphs and lists, each
 * block's words as text: whatever the text holds, never HTML.
 */
export function TextBlocks({ text, listClassName, lang }: TextBlocksProps) {
  return (
    <>
      {textBlocks(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index} lang={lang}>
            {block.text}
          </p>
        ) : (
          <ul key={index} className={listClassName} lang={lang}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
