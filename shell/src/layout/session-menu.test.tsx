import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { sessionExpired, type AuthUser } from 'shared/auth/auth-slice';
import { MESSAGES } from 'shared/contract/messages';
import { fakeApi } from 'shared/test/fake-api';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { SessionMenu } from './session-menu';

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

function renderMenu(authUser: AuthUser | null, route = '/aboutus', bdeCode: string | null = null) {
  return renderWithProviders(
    <>
      <SessionMenu />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route, auth: { authUser, bdeCode } },
  );
}

const where = () => screen.getByTestId('where');
const menuButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

let fake: ReturnType<typeof fakeApi>;
/** Both sign-out calls answered with `status` (204, or a 404 the sign-out tolerates). */
const answerLogouts = (status: number) => {
  const answer = { status, body: { title: 'Not found.', status } };
  fake = fakeApi({ 'POST /api/User/logout': answer, 'POST /api/Executive/logout': answer });
};
beforeEach(() => {
  answerLogouts(204);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const asha: AuthUser = { name: 'Asha Rao', role: 'user', userId: 3 };
const kiran: AuthUser = { name: 'Kiran Kumar', role: 'bde' };

test('signed out: a Sign In / Sign Up link to /login', () => {
  renderMenu(null);
  expect(screen.getByRole('link', { name: 'Sign In / Sign Up' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('button')).toBeNull();
});

test('signed in: a menu button with the name, closed', async () => {
  renderMenu(asha);
  const button = await screen.findByRole('button', { name: /Asha Rao/ });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Sign In / Sign Up' })).toBeNull();
});

test('keyboard: Enter opens on the first item, arrows wrap, Home/End, Escape closes and returns focus', async () => {
  const user = userEvent.setup();
  renderMenu(asha);
  menuButton('Asha Rao').focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('menu')).toBeVisible();
  expect(menuButton('Asha Rao')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(menuButton('Asha Rao')).toHaveFocus();
});

test('keyboard: Up Arrow opens on the last item; Down Arrow on the first; Space toggles', async () => {
  const user = userEvent.setup();
  renderMenu(asha);
  menuButton('Asha Rao').focus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await user.keyboard(' ');
  expect(screen.getByRole('menu')).toBeVisible();
});

test('Tab and a click elsewhere close the menu', async () => {
  const user = userEvent.setup();
  renderMenu(asha);
  await user.click(menuButton('Asha Rao'));
  await user.keyboard('{Tab}');
  expect(screen.queryByRole('menu')).toBeNull();
  await user.click(menuButton('Asha Rao'));
  expect(screen.getByRole('menu')).toBeVisible();
  await user.click(where());
  expect(screen.queryByRole('menu')).toBeNull();
});

test.each([
  ['user', '/userDashboard', asha],
  ['bde', '/bdedetails', kiran],
])('View Profile for role %s goes to %s', async (_role, path, authUser) => {
  renderMenu(authUser);
  await userEvent.click(menuButton(authUser.name));
  await userEvent.click(screen.getByRole('menuitem', { name: 'View Profile' }));
  expect(where()).toHaveTextContent(path);
  expect(screen.queryByRole('menu')).toBeNull();
});

test('View Profile for any other role does nothing', async () => {
  renderMenu({ name: 'Visitor X', role: 'admin' } as unknown as AuthUser, '/careers');
  await userEvent.click(menuButton('Visitor X'));
  await userEvent.click(screen.getByRole('menuitem', { name: 'View Profile' }));
  expect(where()).toHaveTextContent('/careers');
  expect(menuButton('Visitor X')).toHaveFocus();
});

test('Sign Out as a user: POST /api/User/logout, the stored user is cleared, and /login', async () => {
  const { store } = renderMenu(asha, '/userDashboard/userProfile');
  await userEvent.click(menuButton('Asha Rao'));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
  await waitFor(() => expect(where()).toHaveTextContent('/login'));
  expect(fake.paths()).toEqual(['/api/User/logout']);
  expect(fake.calls[0].method).toBe('POST');
  expect(store.getState().auth.authUser).toBeNull();
  expect(screen.getByRole('link', { name: 'Sign In / Sign Up' })).toBeInTheDocument();
});

test('Sign Out as a BDE: POST /api/Executive/logout (a 404 is tolerated), bdeCode cleared, and /bdelogin', async () => {
  fake.restore();
  answerLogouts(404);
  const { store } = renderMenu(kiran, '/bdedetails/dashboard', 'BDE1001');
  await userEvent.click(menuButton('Kiran Kumar'));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
  await waitFor(() => expect(where()).toHaveTextContent('/bdelogin'));
  expect(fake.paths()).toEqual(['/api/Executive/logout']);
  expect(store.getState().auth).toMatchObject({ authUser: null, bdeCode: null });
});

describe('an ended session (a 401 cleared the stored user)', () => {
  test('on a public page: says why and goes to /login, remembering the page', async () => {
    const { store } = renderMenu(asha, '/clientInfo');
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(where()).toHaveTextContent('/login'));
    expect(JSON.parse(where().dataset.state!)).toEqual({ from: '/clientInfo' });
  });

  test('a BDE goes to /bdelogin', async () => {
    const { store } = renderMenu(kiran, '/clientInfo', 'BDE1001');
    act(() => {
      store.dispatch(sessionExpired());
    });
    await waitFor(() => expect(where()).toHaveTextContent('/bdelogin'));
  });

  test('on a portal page the guard does the redirect; the notice is still shown', async () => {
    const { store } = renderMenu(asha, '/userDashboard/userupdate');
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(where()).toHaveTextContent('/userDashboard/userupdate');
  });
});
