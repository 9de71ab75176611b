import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { initialAuthState, type AuthState } from 'shared/auth/auth-slice';
import { languageBase } from 'shared/i18n/language-path';
import { TextProvider, type PageText } from 'shared/i18n/text';
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
  /** The page's language and texts (English by default): `await loadPageText('te')`, under `/te`. */
  text?: PageText;
}

/** Renders `ui` at a location (with router state), with the store and the message stack, plus a probe. */
export function renderAt(ui: ReactElement, { path, pattern = path, state, auth, text }: Options) {
  const store = createAppStore({ auth: { ...initialAuthState, ...auth } });
  const base = text ? languageBase(text.language) : '';
  function Wrapper({ children }: { children: ReactNode }) {
    const router = (
      <MemoryRouter initialEntries={[{ pathname: `${base}${path}`, state }]} basename={base || undefined}>
        <Routes>
          <Route path={pattern} element={children} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
        <NotificationStack />
      </MemoryRouter>
    );
    return (
      <Provider store={store}>{text ? <TextProvider text={text}>{router}</TextProvider> : router}</Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper }) };
}
