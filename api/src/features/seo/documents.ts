import { SITEMAP_PATH, canonicalPath, indexableRoutes, nonIndexableRoutes } from 'shared/contract/routes';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The public pages, each once under its canonical address. */
export function sitemapXml(origin: string): string {
  const paths = [...new Set(indexableRoutes().map(canonicalPath))];
  const urls = paths
    .map((path) => `  <url>\n    <loc>${escapeXml(origin + path)}</loc>\n  </url>`)
    .join('\n');
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
