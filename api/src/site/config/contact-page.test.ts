import { findRoute } from 'shared/contract/routes';
import type { AppConfig } from '../../config';
import { firstPageData } from '../../lib/page-data';
import { contactPage } from './contact-page';

// The contact page's map, written into the page the server composes (the page is taken over only at
// its first use). The place is what ContactMap renders; contact-map.test.tsx checks that side.
const BUILT =
  '<main><div class="contact-map"><div class="contact-map__embed" data-contact-map=""></div><p>Address</p></div></main>';
const contact = findRoute('/contactus')!;
const config = (mapEmbedUrl?: string) => ({ mapEmbedUrl }) as AppConfig;

test('a configured map is written into its place, escaped, with a version that follows it', async () => {
  const data = await contactPage(config('https://maps.example.org/embed?q=HITEC+City&z="1"'))(
    contact,
    '/contactus',
  );
  expect(data).toMatchObject({ status: 200, indexable: true });
  const html = data!.fill(BUILT);
  expect(html).toContain(
    '<div class="contact-map__embed" data-contact-map=""><iframe class="contact-map__frame" ' +
      'src="https://maps.example.org/embed?q=HITEC+City&amp;z=%221%22" title="Map showing the Deccan Stack office"',
  );
  expect(html).toContain('</iframe></div><p>Address</p>');
  const other = await contactPage(config('https://maps.example.org/embed?q=Madhapur'))(contact, '/contactus');
  expect(other!.version).not.toBe(data!.version);
});

test('no map, or not a web address: the page as built; other pages are not its business', async () => {
  for (const url of [undefined, 'javascript:alert(1)', 'not a url']) {
    expect(await contactPage(config(url))(contact, '/contactus')).toBeNull();
  }
  expect(
    await contactPage(config('https://maps.example.org/x'))(findRoute('/aboutus')!, '/aboutus'),
  ).toBeNull();
});

test('firstPageData answers with the first source that has data', async () => {
  const none = async () => null;
  const map = contactPage(config('https://maps.example.org/x'));
  const source = firstPageData(none, map);
  expect(await source(contact, '/contactus')).not.toBeNull();
  expect(await source(findRoute('/aboutus')!, '/aboutus')).toBeNull();
});
