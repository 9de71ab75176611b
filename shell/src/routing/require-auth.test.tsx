import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { sessionExpired, type AuthUser } from 'shared/auth/auth-slice';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { RequireAuth } from './require-auth';

function SignInProbe() {
  const location = useLocation();
  return (
    <p data-testid="sign-in">{`${location.pathname} from ${(location.state as { from?: string })?.from}`}</p>
  );
}

function renderGuarded(route: string, authUser: AuthUser | null) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/userDashboard/*"
        element={
          <RequireAuth redirectTo="/login">
            <h1>User portal</h1>
          </RequireAuth>
        }
      />
      <Route
        path="/bdedetails/*"
        element={
          <RequireAuth redirectTo="/bdelogin">
            <h1>BDE portal</h1>
          </RequireAuth>
        }
      />
      <Route path="/login" element={<SignInProbe />} />
      <Route path="/bdelogin" element={<SignInProbe />} />
    </Routes>,
    { route, auth: { authUser } },
  );
}

test('no stored user: /userDashboard/... goes to /login, remembering the page', () => {
  renderGuarded('/userDashboard/userupdate?tab=1', null);
  expect(screen.getByTestId('sign-in')).toHaveTextContent('/login from /userDashboard/userupdate?tab=1');
  expect(screen.queryByRole('heading', { name: 'User portal' })).toBeNull();
});

test('no stored user: /bdedetails goes to /bdelogin', () => {
  renderGuarded('/bdedetails', null);
  expect(screen.getByTestId('sign-in')).toHaveTextContent('/bdelogin from /bdedetails');
});

test('a stored user sees the portal', () => {
  renderGuarded('/userDashboard', { name: 'Asha', role: 'user', userId: 1 });
  expect(screen.getByRole('heading', { name: 'User portal' })).toBeInTheDocument();
});

test('when a 401 clears the stored user, the portal gives way to sign-in at once', () => {
  const { store } = renderGuarded('/userDashboard/userProfile', { name: 'Asha', role: 'user', userId: 1 });
  expect(screen.getByRole('heading', { name: 'User portal' })).toBeInTheDocument();
  act(() => {
    store.dispatch(sessionExpired());
  });
  expect(screen.getByTestId('sign-in')).toHaveTextContent('/login from /userDashboard/userProfile');
});
