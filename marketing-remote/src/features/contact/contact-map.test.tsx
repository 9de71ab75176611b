import { renderToString } from 'react-dom/server';
import { EMPTY_CONTACT_MAP_SLOT } from 'shared/contract/contact-map';
import { ContactMap } from './contact-map';

test("the map's place, as the page is built, is the empty place the server fills", () => {
  const html = renderToString(<ContactMap />);
  expect(html).toMatch(EMPTY_CONTACT_MAP_SLOT);
});
