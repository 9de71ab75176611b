/**
 * A name or phrase that ends a sentence: followed by a full stop unless it already ends in one (or
 * in ? or !), so "…at Deccan Stack Technologies Pvt. Ltd." is not given a second one. Templates that
 * put a name before a sentence's end use this instead of writing the full stop themselves.
 */
export function endSentence(text: string): string {
  return /[.?!]["'”’)\]]*$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}
