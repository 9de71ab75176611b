import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { initialAuthState, type AuthState } from '../auth/auth-slice';
import { languageBase } from '../i18n/language-path';
import { TextProvider, type PageText } from '../i18n/text';
import { NotificationStack } from '../notifications/notification-stack';
import { createAppStore, type AppStore } from '../store/create-store';

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  auth?: Partial<AuthState>;
  route?: string;
  store?: AppStore;
  /** The page's language and texts (English by default): `await loadPageText('te')`. */
  text?: PageText;
}

/** Renders a component the way the shell does: a fresh store, a router at `route`, the message stack. */
export function renderWithProviders(
  ui: ReactElement,
  { auth, route = '/', store, text, ...options }: ProvidersOptions = {},
) {
  const appStore = store ?? createAppStore({ auth: { ...initialAuthState, ...auth } });
  const base = text ? languageBase(text.language) : '';
  function Wrapper({ children }: { children: ReactNode }) {
    const router = (
      <MemoryRouter initialEntries={[base ? `${base}${route}` : route]} basename={base || undefined}>
        {children}
        <NotificationStack />
      </MemoryRouter>
    );
    return (
      <Provider store={appStore}>
        {text ? <TextProvider text={text}>{router}</TextProvider> : router}
      </Provider>
    );
  }
  return { store: appStore, ...render(ui, { wrapper: Wrapper, ...options }) };
}
