import { render } from '@testing-library/react';
import { ROUTES, type RouteInfo } from 'shared/contract/routes';
import { usePageMeta } from './use-page-meta';

function Page({ route }: { route: Parameters<typeof usePageMeta>[0] }) {
  usePageMeta(route);
  return null;
}

const head = (selector: string) => document.head.querySelector(selector);

test('a public route sets title, description, canonical URL, Open Graph tags and allows indexing', () => {
  render(<Page route={ROUTES.about} />);
  expect(document.title).toBe('About Us | Deccan Stack');
  expect(head('meta[name="description"]')).toHaveAttribute('content', ROUTES.about.description);
  expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/aboutus`);
  expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'About Us | Deccan Stack');
  expect(head('meta[property="og:description"]')).toHaveAttribute('content', ROUTES.about.description);
  expect(head('meta[property="og:url"]')).toHaveAttribute('content', `${window.location.origin}/aboutus`);
  expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  expect(head('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
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
  render(<Page route={{ title: 'Page not found', description: '' }} />);
  expect(head('link[rel="canonical"]')).toBeNull();
  expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});
