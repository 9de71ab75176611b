/** @jsxRuntime automatic */
// The pragma above: the API renders this file (shared/careers) with tsx, which reads no tsconfig's JSX setting.
import { textBlocks } from '../contract/careers';

/**
 * Staff's plain text (an opening's description or requirements) as paragraphs and lists, each
 * block's words as text: whatever the text holds, never HTML.
 */
export function TextBlocks({ text, listClassName }: { text: string; listClassName?: string }) {
  return (
    <>
      {textBlocks(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className={listClassName}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
