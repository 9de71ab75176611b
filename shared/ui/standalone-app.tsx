import type { ReactNode } from 'react';
import { StoreProvider } from '../store/hooks';
import { BrowserRouter, Link, Route, Routes } from '../routing/router';
import { NotificationStack } from '../notifications/notification-stack';
import { createAppStore } from '../store/create-store';
import './base.css';

interface StandaloneRoute {
  path: string;
  label: string;
  element: ReactNode;
}

/** A remote on its own dev server: its own store and router, and a bar linking its screens. */
export function StandaloneApp({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  const store = createAppStore({ persist: true });
  return (
    <StoreProvider store={store}>
      <BrowserRouter>
        <nav aria-label={`${name} screens`} className="container" style={{ padding: '1rem 1.25rem' }}>
          <strong>{name} (standalone)</strong>{' '}
          {routes.map((route) => (
            <Link key={route.path} to={route.path} style={{ marginLeft: '1rem' }}>
              {route.label}
            </Link>
          ))}
        </nav>
        <main id="main-content">
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
        </main>
        <NotificationStack />
      </BrowserRouter>
    </StoreProvider>
  );
}
