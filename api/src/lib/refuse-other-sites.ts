import type { FastifyRequest } from 'fastify';
import { forbidden } from './http-error';

export const OTHER_SITE_REFUSED = 'Open this from the back office itself.';

/**
 * A preHandler for a GET that hands out something (a document copy, an export) or is audited: another
 * site could send a signed-in staff browser to it (a link, a new window), and the browser says where a
 * request came from. Only the site itself, or an address typed or bookmarked, may start one.
 */
export async function refuseOtherSites(request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw forbidden(OTHER_SITE_REFUSED);
  // Browsers without fetch metadata still name the page that started a request (Origin, Referer).
  const from = request.headers.origin ?? request.headers.referer;
  if (from !== undefined && hostOf(from) !== hostOf(`${request.protocol}://${request.host}`)) {
    throw forbidden(OTHER_SITE_REFUSED);
  }
}

function hostOf(address: string): string | null {
  try {
    return new URL(address).host;
  } catch {
    return null;
  }
}
