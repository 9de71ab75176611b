import type { ComponentType } from 'react';
import type { ModuleOf, RemoteRegistry } from '../contract/pages/page-entry';
import { routesOf } from '../contract/pages/registries';
import { StoreProvider } from '../store/hooks';
import { BrowserRouter, Link, Route, Routes } from '../routing/router';
import { NotificationStack } from '../notifications/notification-stack';
import { createAppStore } from '../store/create-store';
import './base.css';

interface StandaloneAppProps<R extends RemoteRegistry> {
  name: string;
  /** The remote's page registry (shared/contract/pages/): its pages are the screens. */
  registry: R;
  modules: Record<ModuleOf<R>, ComponentType>;
}

/** A remote on its own dev server: its own store and router, and a bar linking its screens. */
export function StandaloneApp<R extends RemoteRegistry>({ name, registry, modules }: StandaloneAppProps<R>) {
  const store = createAppStore({ persist: true });
  const routes = Object.values(routesOf(registry.paths, registry.pages)).map((route) => {
    const Page: ComponentType = modules[route.module as ModuleOf<R>];
    return { ...route, element: <Page />, match: route.prefix ? `${route.path}/*` : route.path };
  });
  return (
    <StoreProvider store={store}>
      <BrowserRouter>
        <nav aria-label={`${name} screens`} className="container" style={{ padding: '1rem 1.25rem' }}>
          <strong>{name} (standalone)</strong>{' '}
          {/* Aliases and addresses with a parameter (`/careers/:slug`) have no link of their own. */}
          {routes
            .filter((route) => !route.canonicalPath && !route.path.includes('/:'))
            .map((route) => (
              <Link key={route.path} to={route.path} style={{ marginLeft: '1rem' }}>
                {route.title}
              </Link>
            ))}
        </nav>
        <main id="main-content">
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.match} element={route.element} />
            ))}
          </Routes>
        </main>
        <NotificationStack />
      </BrowserRouter>
    </StoreProvider>
  );
}
