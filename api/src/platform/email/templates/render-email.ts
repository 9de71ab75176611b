// Every value a person typed goes into an email's HTML through this.
import { escapeHtml } from 'shared/contract/page-head';
import { DEFAULT_LANGUAGE, type Language } from 'shared/contract/account-language';

/** A template's output: what the outbox stores and the worker sends. */
export interface RenderedEmail {
  template: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** One paragraph of an email: plain text, and the same words as escaped HTML. */
export interface EmailPart {
  text: string;
  /** A link the paragraph leads to: its words, and where. */
  link?: { label: string; href: string };
}

/**
 * An email in the site's one plain layout: a heading, paragraphs, at most a few links, the company's
 * name at the foot. The HTML is simple and accessible (a language, a title, real paragraphs, links
 * with their own words, no images, no tables for layout); the text part says the same. `language`
 * is the one its words are in (`<html lang>`), English unless told.
 */
export function renderEmail(
  template: string,
  {
    subject,
    heading,
    parts,
    footer,
    headers,
    language = DEFAULT_LANGUAGE,
  }: {
    subject: string;
    heading: string;
    parts: EmailPart[];
    footer: string;
    headers?: Record<string, string>;
    language?: Language;
  },
): RenderedEmail {
  const textParts = parts.map((part) => (part.link ? `${part.text}\n${part.link.href}` : part.text));
  const text = [heading, '', ...textParts.flatMap((part) => [part, '']), '--', footer, ''].join('\n');
  const htmlParts = parts
    .map((part) =>
      part.link
        ? `<p>${escapeHtml(part.text)}</p>\n<p><a href="${escapeHtml(part.link.href)}">${escapeHtml(part.link.label)}</a></p>`
        : `<p>${escapeHtml(part.text)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #0f172a; max-width: 36rem; margin: 0 auto; padding: 1rem;">
<h1 style="font-size: 1.4rem;">${escapeHtml(heading)}</h1>
${htmlParts}
<p style="color: #334155; font-size: 0.9rem;">${escapeHtml(footer)}</p>
</body>
</html>
`;
  return { template, subject, text, html, ...(headers ? { headers } : {}) };
}
