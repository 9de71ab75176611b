import { COMPANY } from './company';
import { structuredDataHead } from './organization-data';

const dataIn = (head: string) =>
  JSON.parse(/^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(head)![1]!) as Record<
    string,
    unknown
  >;

test('the home page’s head tells search engines about the company as Organization JSON-LD', () => {
  const data = dataIn(structuredDataHead('/', 'https://example.in'));
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY.name,
    url: 'https://example.in/',
    email: COMPANY.emails.info,
    telephone: COMPANY.phone,
    address: { postalCode: COMPANY.address.pinCode, addressLocality: 'Hyderabad' },
  });
  expect(data.sameAs).toEqual(COMPANY.social.map((link) => link.url));
});

test('no other page has it, and no text in it can close its script element', () => {
  expect(structuredDataHead('/aboutus', 'https://example.in')).toBe('');
  const head = structuredDataHead('/', 'https://example.in/</script><script>alert(1)');
  expect(head.match(/<\/script/gi)).toHaveLength(1);
});
