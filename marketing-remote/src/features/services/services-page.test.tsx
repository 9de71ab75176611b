import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { ServicesPage } from './services-page';

test('overview, the six services the company offers, Why Choose Us and Talk to an Expert', () => {
  renderWithProviders(<ServicesPage />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
  const offer = screen.getByRole('region', { name: 'What we offer' });
  expect(
    within(offer)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([
    'Digital Marketing',
    'Software Development',
    'Mobile Applications',
    'Web Design & Development',
    'Social Media Marketing',
    'IT Staffing',
  ]);
  const why = screen.getByRole('region', { name: 'Why Choose Us' });
  expect(within(why).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  expect(screen.getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute('href', '/contactus');
});
