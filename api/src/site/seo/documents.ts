import { LANGUAGES, alternatePaths, pathInLanguage, type Language } from 'shared/contract/page-languages';
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
  /** When its address in a language last changed, where that differs (an opening's texts there). */
  lastModifiedIn?: Partial<Record<Language, string>>;
}

/** An instant as the sitemap protocol's W3C Datetime, to the second: `2026-11-26T13:50:11Z`. */
const w3cDatetime = (instant: string) => `${new Date(instant).toISOString().slice(0, 19)}Z`;

/**
 * The public pages, each once under its canonical address in each of the six languages, then the
 * pages drawn from data likewise; every address names all six and x-default, so each is reciprocal.
 */
export function sitemapXml(origin: string, dataPages: DataPage[] = []): string {
  const pages: DataPage[] = [
    ...[...new Set(indexableRoutes().map(canonicalPath))].map((path) => ({ path, lastModified: '' })),
    ...dataPages,
  ];
  const alternates = (path: string) =>
    alternatePaths(path)
      .map(
        ({ hreflang, path: href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>\n`,
      )
      .join('');
  const url = ({ path, lastModified, lastModifiedIn }: DataPage, language: Language) => {
    const changed = lastModifiedIn?.[language] ?? lastModified;
    return (
      `  <url>\n    <loc>${escapeXml(origin + pathInLanguage(language, path))}</loc>\n` +
      (changed ? `    <lastmod>${w3cDatetime(changed)}</lastmod>\n` : '') +
      alternates(path) +
      '  </url>'
    );
  };
  const urls = pages.flatMap((page) => LANGUAGES.map((language) => url(page, language))).join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls}\n</urlset>\n`
  );
}

/**
 * Keeps crawlers out of the portals, the sign-in screens, the API and the alias paths. Each rule
 * ends with `$` unless the route has child routes, so `/login` cannot shadow a longer public path.
 */
export function robotsTxt(origin: string): string {
  // In every language: `/te/login` is as closed as `/login`.
  const rules = LANGUAGES.flatMap((language) =>
    nonIndexableRoutes().map(
      (route) => `Disallow: ${pathInLanguage(language, route.path)}${route.prefix ? '' : '$'}`,
    ),
  );
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
