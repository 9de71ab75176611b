import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { SERVICES } from '../../content/services';
import { mockReducedMotion } from '../../test/mock-match-media';
import { HomePage } from './home-page';
import { PORTFOLIO, TESTIMONIALS } from './home-content';

let restore: () => void;
beforeEach(() => {
  restore = mockReducedMotion(true);
});
afterEach(() => restore());

test('one h1, the banner, intro, six service cards, portfolio, staffing and testimonials', () => {
  renderWithProviders(<HomePage />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.getElementById('banner')).toHaveAccessibleName(/IT services and staffing in Hyderabad/);
  expect(
    screen.getByRole('heading', { name: 'A Hyderabad team that builds, markets and staffs' }),
  ).toBeInTheDocument();

  const services = screen.getByRole('region', { name: 'Services for every stage of growing online' });
  const cards = within(services).getAllByRole('heading', { level: 3 });
  expect(cards.map((card) => card.textContent)).toEqual(SERVICES.map((service) => service.title));
  expect(cards).toHaveLength(6);

  const portfolio = document.getElementById('portfolio')!;
  expect(within(portfolio).getAllByRole('group')).toHaveLength(PORTFOLIO.length);
  expect(
    screen.getByRole('region', { name: 'The right engineer, screened by engineers' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'What our customers say' })).toHaveTextContent(
    TESTIMONIALS[0].name,
  );
});

test('the staffing section reveals more with Read More and hides it with Read Less', () => {
  renderWithProviders(<HomePage />);
  const button = screen.getByRole('button', { name: 'Read More' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText(/free replacement if a permanent hire/)).not.toBeVisible();
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveTextContent('Read Less');
  expect(screen.getByText(/free replacement if a permanent hire/)).toBeVisible();
});

test('the staffing section leads job seekers to the openings', () => {
  renderWithProviders(<HomePage />);
  const staffing = screen.getByRole('region', { name: 'The right engineer, screened by engineers' });
  expect(within(staffing).getByRole('link', { name: 'Jobs with us' })).toHaveAttribute('href', '/careers');
});

test('the page itself writes no structured data: the pre-render puts it in the head', () => {
  renderWithProviders(<HomePage />);
  expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
});

test.each(['banner', 'portfolio'])('arriving at /#%s scrolls that section into view', (id) => {
  const scrolled: string[] = [];
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
  try {
    renderWithProviders(<HomePage />, { route: `/#${id}` });
    expect(scrolled).toEqual([id]);
  } finally {
    Element.prototype.scrollIntoView = original;
  }
});

test('section ids the shell links to exist', () => {
  renderWithProviders(<HomePage />);
  for (const id of ['banner', 'portfolio', 'services', 'staffing', 'testimonials']) {
    expect(document.getElementById(id)).toBeInTheDocument();
  }
});
