import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPageText } from 'shared/i18n/text';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { SiteHeader } from './site-header';

test('the header offers the same page in each language, each in its own script, and remembers it', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SiteHeader />, { route: '/aboutus' });
  const toggle = screen.getByText('Language:', { exact: false }).closest('summary')!;
  expect(toggle).toHaveTextContent('Language: English');
  expect(toggle.parentElement).not.toHaveAttribute('open');
  // (The keyboard opens a disclosure as the browser's own; jsdom implements only the click.)
  await user.click(toggle);
  expect(toggle.parentElement).toHaveAttribute('open');
  const telugu = screen.getByRole('link', { name: 'తెలుగు' });
  expect(telugu).toHaveAttribute('href', '/te/aboutus');
  expect(telugu).toHaveAttribute('lang', 'te');
  expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
  for (const [name, href] of [
    ['हिन्दी', '/hi/aboutus'],
    ['தமிழ்', '/ta/aboutus'],
    ['ಕನ್ನಡ', '/kn/aboutus'],
    ['മലയാളം', '/ml/aboutus'],
  ])
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  telugu.addEventListener('click', (event) => event.preventDefault());
  await user.click(telugu);
  expect(localStorage.getItem('site-language')).toBe('te');
});

test('a Telugu page’s header is in Telugu and its links stay in /te/', async () => {
  renderWithProviders(<SiteHeader />, { route: '/aboutus', text: await loadPageText('te') });
  const nav = screen.getByRole('navigation', { name: 'ప్రధాన మెనూ' });
  expect(within(nav).getByRole('link', { name: 'మా గురించి' })).toHaveAttribute('href', '/te/aboutus');
  expect(within(nav).getByRole('link', { name: 'హోమ్' })).toHaveAttribute('href', '/te');
  expect(screen.getByText('భాష:', { exact: false }).closest('summary')).toHaveTextContent('భాష: తెలుగు');
  expect(screen.getByRole('link', { name: 'English', hidden: true })).toHaveAttribute('href', '/aboutus');
});
