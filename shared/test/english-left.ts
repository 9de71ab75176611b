/**
 * The texts of `english` (an app's en.json keys, say) still found in `shown` (a container's
 * textContent, or shownText's): what a page in another language left untranslated. A text is found
 * only as whole words ("Name" is not in "Username"); its `{{value}}` parts (a value, or an element
 * placed by richText) match anything.
 */
export function englishLeft(shown: string, english: Iterable<string>): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...new Set(english)].filter((text) => {
    const plain = text.trim();
    if (!/[A-Za-z]/.test(plain)) return false;
    const pattern = plain
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(escape)
      .join('.*?');
    return new RegExp(`(?<!\\p{L})${pattern}(?!\\p{L})`, 'u').test(shown);
  });
}

/** What an element says, read aloud included: its text and its elements' names and titles, each on a line. */
export function shownText(element: Element): string {
  const said = Array.from(element.querySelectorAll('[aria-label], [title], [placeholder], [alt]')).flatMap(
    (each) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => each.getAttribute(name) ?? ''),
  );
  return [element.textContent ?? '', ...said].filter(Boolean).join('\n');
}
