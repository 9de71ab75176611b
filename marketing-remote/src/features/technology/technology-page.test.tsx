import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { TechnologyPage } from './technology-page';

const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

test('backend and database logos, then frontend logos, each named in text', () => {
  renderWithProviders(<TechnologyPage />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const backend = screen.getByRole('region', { name: 'Backend and database' });
  expect(names(backend)).toEqual(['Python', '.NET Core', 'C#', 'Java', 'PHP', 'MySQL']);
  const frontend = screen.getByRole('region', { name: 'Frontend' });
  expect(names(frontend)).toEqual(['HTML', 'CSS', 'JS', 'React', 'Angular']);
  const logos = document.querySelectorAll('.tech-card img');
  expect(logos).toHaveLength(11);
  for (const logo of logos) {
    // Decorative: the name beside it is the text.
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('width', '64');
    expect(logo).toHaveAttribute('loading', 'lazy');
  }
});
