import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthState } from 'shared/auth/auth-slice';
import { BDE_SETTINGS_PATHS } from 'shared/contract/earnings';
import { USER_PATHS } from 'shared/contract/user';
import { loadPageText } from 'shared/i18n/text';
import { openDocument } from 'shared/i18n/open-document';
import { fakeApi } from 'shared/test/fake-api';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { SiteHeader } from './site-header';

jest.mock('shared/i18n/open-document', () => ({ openDocument: jest.fn() }));

let api: ReturnType<typeof fakeApi> | undefined;
/** Whether the last click on a link was left to the browser, which jsdom cannot follow. */
let followed: boolean | undefined;
const follow = (event: Event) => {
  if (!(event.target as Element).closest('a')) return;
  followed = !event.defaultPrevented;
  event.preventDefault();
};
beforeEach(() => window.addEventListener('click', follow));
afterEach(() => {
  window.removeEventListener('click', follow);
  followed = undefined;
  api?.restore();
  api = undefined;
  jest.mocked(openDocument).mockClear();
  localStorage.clear();
});

async function choose(name: string, auth?: Partial<AuthState>) {
  const user = userEvent.setup();
  renderWithProviders(<SiteHeader />, { route: '/aboutus', auth });
  await user.click(screen.getByText('Language:', { exact: false }).closest('summary')!);
  await user.click(screen.getByRole('link', { name }));
}

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
  await user.click(telugu);
  expect(localStorage.getItem('site-language')).toBe('te');
  // Signed out, the link is simply followed: nothing is saved anywhere else.
  expect(followed).toBe(true);
  expect(openDocument).not.toHaveBeenCalled();
});

test('a signed-in BDE’s choice is saved with their account, as Settings saves it, then the page opens in it', async () => {
  api = fakeApi({ [`POST ${BDE_SETTINGS_PATHS.language('BDE240101')}`]: { body: { language: 'ta' } } });
  await choose('தமிழ்', { authUser: { name: 'Asha', role: 'bde' }, bdeCode: 'BDE240101' });
  await waitFor(() => expect(openDocument).toHaveBeenCalledWith('/ta/aboutus'));
  expect(followed).toBe(false);
  expect(api.paths()).toEqual([BDE_SETTINGS_PATHS.language('BDE240101')]);
  expect(JSON.parse(api.calls[0]!.body)).toEqual({ language: 'ta' });
  expect(localStorage.getItem('site-language')).toBe('ta');
});

test('a signed-in user’s choice saves the language alone, never their name or address', async () => {
  api = fakeApi({
    [`POST ${USER_PATHS.language(12)}`]: {
      body: { username: 'Asha Rao', emailAddress: 'Asha@Example.com', language: 'kn' },
    },
  });
  await choose('ಕನ್ನಡ', { authUser: { name: 'Asha', role: 'user', userId: 12, email: 'asha@example.com' } });
  await waitFor(() => expect(openDocument).toHaveBeenCalledWith('/kn/aboutus'));
  expect(api.paths()).toEqual([USER_PATHS.language(12)]);
  expect(api.jsonOf(USER_PATHS.language(12))).toEqual({ language: 'kn' });
});

test('a save that fails still opens the page in the language chosen', async () => {
  api = fakeApi({ [`POST ${BDE_SETTINGS_PATHS.language('BDE240101')}`]: { status: 500, body: {} } });
  await choose('മലയാളം', { authUser: { name: 'Asha', role: 'bde' }, bdeCode: 'BDE240101' });
  await waitFor(() => expect(openDocument).toHaveBeenCalledWith('/ml/aboutus'));
  expect(localStorage.getItem('site-language')).toBe('ml');
});

test('signed in, the page’s own language is followed as a plain link, and saves nothing', async () => {
  api = fakeApi({});
  await choose('English', { authUser: { name: 'Asha', role: 'bde' }, bdeCode: 'BDE240101' });
  expect(followed).toBe(true);
  expect(openDocument).not.toHaveBeenCalled();
});

test('a Telugu page’s header is in Telugu and its links stay in /te/', async () => {
  renderWithProviders(<SiteHeader />, { route: '/aboutus', text: await loadPageText('te') });
  const nav = screen.getByRole('navigation', { name: 'ప్రధాన మెనూ' });
  expect(within(nav).getByRole('link', { name: 'మా గురించి' })).toHaveAttribute('href', '/te/aboutus');
  expect(within(nav).getByRole('link', { name: 'హోమ్' })).toHaveAttribute('href', '/te');
  expect(screen.getByText('భాష:', { exact: false }).closest('summary')).toHaveTextContent('భాష: తెలుగు');
  expect(screen.getByRole('link', { name: 'English', hidden: true })).toHaveAttribute('href', '/aboutus');
});
