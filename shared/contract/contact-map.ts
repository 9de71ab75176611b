import { COMPANY } from '../content/company';
import { escapeHtml } from './page-head';

/**
 * The contact page's place for the map: empty in the page built ahead of time. The server writes the
 * configured embed into it as it serves the page (so the map shows before, and without, the page's
 * code); after a move within the site the page puts it in itself. Either way the same markup.
 */
export const CONTACT_MAP_SLOT_ATTRIBUTE = 'data-contact-map';

/** The empty place as the page is built, `<div … data-contact-map=""></div>`: its opening tag is group 1. */
export const EMPTY_CONTACT_MAP_SLOT = new RegExp(
  `(<div\\b[^>]*\\s${CONTACT_MAP_SLOT_ATTRIBUTE}=""[^>]*>)</div>`,
);

/** The map's iframe, as HTML: `url` is the configured embed address, already checked to be http(s). */
export function contactMapFrame(url: string): string {
  const title = `Map showing the ${COMPANY.shortName} office`;
  return (
    `<iframe class="contact-map__frame" src="${escapeHtml(url)}" title="${escapeHtml(title)}" ` +
    'width="600" height="320" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>'
  );
}
