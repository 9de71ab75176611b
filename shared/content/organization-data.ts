import { COMPANY, COMPANY_PROFILE } from './company';

/**
 * The company for search engines (schema.org Organization), built from the one content module. Only the
 * pre-render writes it, into the home page's head: crawlers read it there, and no browser bundle carries it.
 */
export function organizationData(origin: string) {
  const a = COMPANY.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY.name,
    alternateName: COMPANY.shortName,
    description: COMPANY_PROFILE.description,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    foundingDate: String(COMPANY_PROFILE.founded),
    email: COMPANY.emails.info,
    telephone: COMPANY.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${a.line1}, ${a.line2}`,
      addressLocality: a.city,
      addressRegion: a.state,
      postalCode: a.pinCode,
      addressCountry: 'IN',
    },
    sameAs: COMPANY.social.map((link) => link.url),
  };
}

/**
 * The head's structured data of the page at `path` (the home page's Organization), `<` escaped so no
 * text in the data can close the script element; '' for any other page.
 */
export function structuredDataHead(path: string, origin: string): string {
  if (path !== '/') return '';
  const json = JSON.stringify(organizationData(origin)).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
