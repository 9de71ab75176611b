import { COMPANY } from 'shared/content/company';

/** The company for search engines (schema.org Organization), built from the one content module. */
export function organizationData(origin: string) {
  const a = COMPANY.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY.name,
    alternateName: COMPANY.shortName,
    description: COMPANY.description,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    foundingDate: String(COMPANY.founded),
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
  const json = JSON.stringify(organizationData(window.location.origin)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
