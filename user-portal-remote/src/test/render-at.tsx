import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { initialAuthState, type AuthState } from 'shared/auth/auth-slice';
import { NotificationStack } from 'shared/notifications/notification-stack';
import { createAppStore } from 'shared/store/create-store';

/** Shows where the app went: pathname and the state it carried. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

interface Options {
  path: string;
  /** The route pattern the component is mounted at (as the shell does). */
  pattern?: string;
  state?: unknown;
  auth?: Partial<AuthState>;
}

/** Renders `ui` at a location (with router state), with the store and the message stack, plus a probe. */
export function renderAt(ui: ReactElement, { path, pattern = path, state, auth }: Options) {
  const store = createAppStore({ auth: { ...initialAuthState, ...auth } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <Routes>
            <Route path={pattern} element={children} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <NotificationStack />
        </MemoryRouter>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper }) };
}
