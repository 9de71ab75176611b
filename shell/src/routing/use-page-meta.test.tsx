import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { COMPANY } from 'shared/content/company';
import { OPENING_ROUTE, ROUTES, type RouteInfo } from 'shared/contract/routes';
import { TextProvider, loadPageText } from 'shared/i18n/text';
import { usePageMeta } from './use-page-meta';

function Page({ route }: { route: Parameters<typeof usePageMeta>[0] }) {
  usePageMeta(route);
  return null;
}

const head = (selector: string) => document.head.querySelector(selector);

// (First in this file: the page the browser loaded is the first to use the hook.)
test('a public route sets title, canonical URL, Open Graph tags and allows indexing; the server’s description stays', () => {
  document.head.insertAdjacentHTML(
    'beforeend',
    '<meta name="description" content="Who we are"><meta property="og:description" content="Who we are">',
  );
  render(<Page route={ROUTES.about} />);
  expect(document.title).toBe('About Us | Deccan Stack');
  expect(head('meta[name="description"]')).toHaveAttribute('content', 'Who we are');
  expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/aboutus`);
  expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'About Us | Deccan Stack');
  expect(head('meta[property="og:description"]')).toHaveAttribute('content', 'Who we are');
  expect(head('meta[property="og:url"]')).toHaveAttribute('content', `${window.location.origin}/aboutus`);
  expect(head('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
});

test('a page reached in the browser drops the first page’s description and alternates rather than keep wrong ones', () => {
  document.head.insertAdjacentHTML('beforeend', '<link rel="alternate" hreflang="te" href="/te/aboutus">');
  render(<Page route={ROUTES.careers} />);
  expect(head('link[rel="alternate"]')).toBeNull();
  expect(document.title).toBe('Careers | Deccan Stack');
  expect(head('meta[name="description"]')).toBeNull();
  expect(head('meta[property="og:description"]')).toBeNull();
});

test('a Telugu page’s canonical is its Telugu address', async () => {
  render(
    <TextProvider text={await loadPageText('te')}>
      <Page route={ROUTES.about} />
    </TextProvider>,
  );
  expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/te/aboutus`);
});

test('an alias path points search engines at the page it shows', () => {
  render(<Page route={ROUTES.serviceHeader} />);
  expect(head('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${window.location.origin}/serviceTypeheader`,
  );
});

test('portals and sign-in screens are kept out of search results', () => {
  render(<Page route={ROUTES.bdePortal as RouteInfo} />);
  expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

test('a page without a route (not found) has no canonical link and is not indexed', () => {
  const { unmount } = render(<Page route={ROUTES.home} />);
  unmount();
  render(<Page route={{ title: 'Page not found' }} />);
  expect(head('link[rel="canonical"]')).toBeNull();
  expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

test('the Open Graph tags every page shares are in index.html, which every page is made from', () => {
  const html = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
  expect(html).toContain('<meta property="og:type" content="website" />');
  expect(html).toContain(`<meta property="og:site_name" content="${COMPANY.name}" />`);
  expect(html).toContain('<meta property="og:locale" content="en_IN" />');
});

test('a page drawn from data (an opening) writes its own head: the route leaves it alone', () => {
  document.title = 'Backend Developer | Deccan Stack';
  render(<Page route={OPENING_ROUTE} />);
  expect(document.title).toBe('Backend Developer | Deccan Stack');
  expect(head('link[rel="canonical"]')?.getAttribute('href') ?? '').not.toContain(':slug');
});
