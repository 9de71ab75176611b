import { COMPANY, COMPANY_PROFILE } from 'shared/content/company';
import { SITE_ORIGIN_PLACEHOLDER } from 'shared/contract/route-paths';

/** The company for search engines (schema.org Organization), built from the one content module. */
function organizationData(origin: string) {
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

export function OrganizationJsonLd() {
  // `<` is escaped so no text in the data can close the script element.
  // Prerendered at build time there is no window: the server puts its own origin in place of the placeholder.
  const origin = typeof window === 'undefined' ? SITE_ORIGIN_PLACEHOLDER : window.location.origin;
  const json = JSON.stringify(organizationData(origin)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
