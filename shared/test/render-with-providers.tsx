import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { initialAuthState, type AuthState } from '../auth/auth-slice';
import { NotificationStack } from '../notifications/notification-stack';
import { createAppStore, type AppStore } from '../store/create-store';

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  auth?: Partial<AuthState>;
  route?: string;
  store?: AppStore;
}

/** Renders a component the way the shell does: a fresh store, a router at `route`, the message stack. */
export function renderWithProviders(
  ui: ReactElement,
  { auth, route = '/', store, ...options }: ProvidersOptions = {},
) {
  const appStore = store ?? createAppStore({ auth: { ...initialAuthState, ...auth } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={appStore}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <NotificationStack />
        </MemoryRouter>
      </Provider>
    );
  }
  return { store: appStore, ...render(ui, { wrapper: Wrapper, ...options }) };
}
