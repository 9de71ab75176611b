import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageTitle } from 'shared/contract/routes';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, renderPortal } from './portal-test-kit';
import { portalTitle } from './portal-sections';

// Each child route, the page title it shows (the title follows the path), and a heading only its screen has.
const SCREENS: Array<[string, string, RegExp]> = [
  ['profile', 'Profile', /^Your details$/],
  ['dashboard', 'Dashboard', /^Projects by status$/],
  ['leads', 'Leads&Clients', /^Leads & Clients$/],
  ['leadspiechart', 'BDEProfile', /^Leads by status$/],
  ['proposals', 'Proposals', /^Proposals$/],
  ['projects', 'Projects Pipeline', /^On-hold projects$/],
  ['tasks', 'Tasks&Follow-ups', /^Tasks & Follow-ups$/],
  ['reports', 'Reports&Analytics', /^Reports & Analytics$/],
  ['teamCol', 'Team/Collaboration', /^Team\/Collaboration$/],
  ['downline', 'BDEProfile', /^Your downline$/],
  ['messages', 'Messages', /^Messages$/],
  ['settings', 'Settings', /^Bank details$/],
];

test.each(SCREENS)('/bdedetails/%s shows its screen under the title %s', async (path, title, heading) => {
  fakeApi(dashboardAnswers());
  renderPortal(`/bdedetails/${path}`);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await waitFor(() => expect(document.title).toBe(pageTitle(title)));
});

test('the empty path redirects to the dashboard', async () => {
  fakeApi(dashboardAnswers());
  renderPortal('/bdedetails');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/bdedetails/dashboard');
});

test('the title names the child route, with BDEProfile for every other path', () => {
  expect(portalTitle('/bdedetails/dashboard')).toBe('Dashboard');
  expect(portalTitle('/bdedetails/teamCol/')).toBe('Team/Collaboration');
  expect(portalTitle('/bdedetails/settings')).toBe('Settings');
  expect(portalTitle('/bdedetails')).toBe('BDEProfile');
  expect(portalTitle('/bdedetails/constructor')).toBe('BDEProfile');
  expect(portalTitle('/bdedetails/downline')).toBe('BDEProfile');
});

test('an unknown child path says so inside the portal, with a way to the dashboard', async () => {
  fakeApi(dashboardAnswers());
  renderPortal('/bdedetails/nowhere');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('BDEProfile');
  const panel = screen.getByRole('region', { name: 'This part of the portal does not exist' });
  expect(within(panel).getByRole('link', { name: 'dashboard' })).toHaveAttribute(
    'href',
    '/bdedetails/dashboard',
  );
});

test('the side menu lists every section in order, with Earnings and Messages before Settings', () => {
  fakeApi(dashboardAnswers());
  renderPortal('/bdedetails/dashboard');
  const menu = screen.getByRole('navigation', { name: 'BDE portal' });
  const items = within(menu).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Profile',
    'dashboard',
    'Leads & Clients',
    'Proposals',
    'Projects Pipeline',
    'Tasks & Follow-ups',
    'Reports & Analytics',
    'Team/Collaboration',
    'Downline',
    'Earnings',
    'Messages',
    'Your link',
    'Settings',
  ]);
  const links = within(menu).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/bdedetails/profile',
    '/bdedetails/dashboard',
    '/bdedetails/leads',
    '/bdedetails/proposals',
    '/bdedetails/projects',
    '/bdedetails/tasks',
    '/bdedetails/reports',
    '/bdedetails/teamCol',
    '/bdedetails/downline',
    '/bdedetails/earnings',
    '/bdedetails/messages',
    '/bdedetails/link',
    '/bdedetails/settings',
  ]);
  expect(within(menu).getByRole('link', { name: 'dashboard' })).toHaveAttribute('aria-current', 'page');
});

test('choosing a menu entry opens its screen and its title', async () => {
  fakeApi(dashboardAnswers());
  renderPortal('/bdedetails/dashboard');
  await userEvent.click(screen.getByRole('link', { name: 'Tasks & Follow-ups' }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tasks&Follow-ups');
  expect(screen.getByRole('heading', { name: 'Tasks & Follow-ups' })).toBeInTheDocument();
});

test('the header shows the BDE’s full name, the bell, the messages link and UpdateProfile', async () => {
  fakeApi(dashboardAnswers());
  renderPortal('/bdedetails/dashboard');
  const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
  expect(await within(header).findByText('Asha Devi Rao')).toBeInTheDocument();
  expect(within(header).getByRole('link', { name: 'Messages' })).toHaveAttribute(
    'href',
    '/bdedetails/messages',
  );
  expect(within(header).getByRole('link', { name: 'UpdateProfile' })).toHaveAttribute(
    'href',
    '/bdedetails/profile',
  );
  const bell = within(header).getByRole('button', { name: 'Notifications' });
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(bell);
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  expect(within(header).getByText('You have no notifications yet.')).toBeVisible();
});

test('Sign Out ends the server session, clears the user and bdeCode, and goes to /bdelogin', async () => {
  const api = fakeApi({ ...dashboardAnswers(), '/api/Executive/logout': { status: 204 } });
  const { store } = renderPortal('/bdedetails/dashboard');
  await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'BDE sign in' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/bdelogin');
  expect(api.calls).toContainEqual(
    expect.objectContaining({ method: 'POST', path: '/api/Executive/logout' }),
  );
  expect(store.getState().auth).toMatchObject({ authUser: null, bdeCode: null });
});

test('on a phone the side menu folds behind a labelled button, and choosing an entry folds it again', async () => {
  fakeApi(dashboardAnswers());
  renderPortal('/bdedetails/dashboard');
  const toggle = screen.getByRole('button', { name: 'Portal menu' });
  const menu = screen.getByRole('navigation', { name: 'BDE portal' });
  expect(toggle).toHaveAttribute('aria-controls', menu.id);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(menu).not.toHaveClass('portal-menu--open');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(menu).toHaveClass('portal-menu--open');
  await userEvent.click(within(menu).getByRole('link', { name: 'Downline' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
