import crypto from 'node:crypto';
import { EMPTY_CONTACT_MAP_SLOT, contactMapFrame } from 'shared/contract/contact-map';
import { ROUTES } from 'shared/contract/routes';
import type { AppConfig } from '../../config';
import type { PageData, PageDataSource } from '../../lib/page-data';
import { webUrl } from './web-url';

/**
 * The contact page with the configured map written into its place, so it shows from the first paint
 * (the page's code may run only at its first use). Without a map configured the page is as built.
 */
export function contactPage(config: AppConfig): PageDataSource {
  const url = webUrl(config.mapEmbedUrl);
  const frame = url ? contactMapFrame(url) : null;
  const data: PageData | null = !frame
    ? null
    : {
        status: 200,
        indexable: ROUTES.contact.indexable,
        version: crypto.createHash('sha256').update(frame).digest('base64url').slice(0, 16),
        fill: (html) =>
          html.replace(EMPTY_CONTACT_MAP_SLOT, (_slot, open: string) => `${open}${frame}</div>`),
      };
  return async (route) => (route.path === ROUTES.contact.path ? data : null);
}
