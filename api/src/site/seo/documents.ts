import { SITEMAP_PATH, canonicalPath, indexableRoutes, nonIndexableRoutes } from 'shared/contract/routes';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A page drawn from data (an opening): its path and when it last changed, an ISO 8601 instant. */
export interface DataPage {
  path: string;
  lastModified: string;
}

/** An instant as the sitemap protocol's W3C Datetime, to the second: `2026-11-26T13:50:11Z`. */
const w3cDatetime = (instant: string) => `${new Date(instant).toISOString().slice(0, 19)}Z`;

/** The public pages, each once under its canonical address, then the pages drawn from data. */
export function sitemapXml(origin: string, dataPages: DataPage[] = []): string {
  const paths = [...new Set(indexableRoutes().map(canonicalPath))];
  const url = (path: string, lastModified?: string) =>
    `  <url>\n    <loc>${escapeXml(origin + path)}</loc>\n` +
    (lastModified ? `    <lastmod>${w3cDatetime(lastModified)}</lastmod>\n` : '') +
    '  </url>';
  const urls = [
    ...paths.map((path) => url(path)),
    ...dataPages.map((page) => url(page.path, page.lastModified)),
  ].join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Keeps crawlers out of the portals, the sign-in screens, the API and the alias paths. Each rule
 * ends with `$` unless the route has child routes, so `/login` cannot shadow a longer public path.
 */
export function robotsTxt(origin: string): string {
  const rules = nonIndexableRoutes().map((route) => `Disallow: ${route.path}${route.prefix ? '' : '$'}`);
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...rules,
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
