import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Router, Routes, useLocation, type Navigator } from 'react-router';
import { sessionExpired, type AuthUser } from 'shared/auth/auth-slice';
import { createAppStore } from 'shared/store/create-store';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { RequireAuth } from './require-auth';

function SignInProbe() {
  const location = useLocation();
  return (
    <p data-testid="sign-in">{`${location.pathname} from ${(location.state as { from?: string })?.from}`}</p>
  );
}

/** The two portals behind their guards, and the sign-in pages they send to. */
const guardedRoutes = (
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
  </Routes>
);

function renderGuarded(route: string, authUser: AuthUser | null) {
  return renderWithProviders(guardedRoutes, { route, auth: { authUser } });
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

test('a person leaving on purpose (the history already elsewhere) is not sent to sign-in on the way', () => {
  const history = { location: { pathname: '/' } };
  const { container } = render(
    <Provider store={createAppStore()}>
      <Router location="/userDashboard/yourData" navigator={history as unknown as Navigator}>
        {guardedRoutes}
      </Router>
    </Provider>,
  );
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByTestId('sign-in')).toBeNull();
});
