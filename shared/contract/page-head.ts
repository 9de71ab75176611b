/** What a page says about itself in its head. */
export interface PageHead {
  title: string;
  description: string;
  /** Open to search engines (`index, follow`) or not (`noindex`). */
  indexable: boolean;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML attribute value (quoted either way) or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

function replaceTag(html: string, pattern: RegExp, tag: string): string {
  if (!pattern.test(html)) throw new Error(`the page has no ${pattern}`);
  // A function, so a `$` in the text is never read as a replacement pattern.
  return html.replace(pattern, () => tag);
}

/**
 * The document with this page's title, description and robots, and their Open Graph copies: the
 * build writes the shell's, the server the owning remote's when it composes the page.
 */
export function writePageHead(html: string, { title, description, indexable }: PageHead): string {
  const [t, d] = [escapeHtml(title), escapeHtml(description)];
  let page = replaceTag(html, /<title>[^<]*<\/title>/, `<title>${t}</title>`);
  page = replaceTag(
    page,
    /<meta name="?description"? content="[^"]*"/,
    `<meta name="description" content="${d}"`,
  );
  page = replaceTag(
    page,
    /<meta name="?robots"? content="[^"]*"/,
    `<meta name="robots" content="${indexable ? 'index, follow' : 'noindex'}"`,
  );
  page = replaceTag(
    page,
    /<meta property="?og:title"? content="[^"]*"/,
    `<meta property="og:title" content="${t}"`,
  );
  return replaceTag(
    page,
    /<meta property="?og:description"? content="[^"]*"/,
    `<meta property="og:description" content="${d}"`,
  );
}

/**
 * Stylesheets in the page: a linked stylesheet holds up the first paint by a round trip each.
 * `data-href` is how the style loader recognises a stylesheet as loaded, so the scripts never fetch
 * it again; a file whose rules are already in the page gets an empty marker.
 */
export function inlineStyles(sheets: Array<{ href: string; css: string }>): string {
  const seen = new Set<string>();
  return sheets
    .map(({ href, css }) => {
      const rules = css.replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '').trim();
      const text = seen.has(rules) ? '' : rules;
      seen.add(rules);
      return `<style data-href="${escapeHtml(href)}">${text.replace(/<\/style/gi, '<\\/style')}</style>`;
    })
    .join('');
}
