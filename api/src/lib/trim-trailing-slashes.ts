/** `text` without the slashes it ends with, in one pass (`/\/+$/` backtracks over a run of slashes). */
export function trimTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end -= 1;
  return text.slice(0, end);
}
