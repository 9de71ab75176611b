import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'shared/routing/router';
import type { RemotePageEntry } from 'shared/contract/pages/page-entry';
import { REMOTE_REGISTRIES, routesOf } from 'shared/contract/pages/registries';
import * as shell from 'shared/contract/pages/shell';
import { ROUTES, type RouteInfo } from 'shared/contract/routes';
import type { RemoteModuleRef, RemoteName } from '../federation/remote-modules';
import { LazyModule, RemotePage } from '../federation/remote-page';
import { RequireAuth } from './require-auth';
import { RouteFrame } from './route-frame';

/** One remote's pages from its registry: each route, the module that shows it, and its guard. */
function pagesOf<R extends Exclude<RemoteName, 'staff'>>(remote: R) {
  const { paths, pages } = REMOTE_REGISTRIES[remote];
  const routes: Array<RouteInfo & RemotePageEntry> = Object.values(routesOf(paths, pages));
  return routes.map((route) => ({
    route,
    remote,
    module: route.module,
    guard: route.guard && ROUTES[route.guard as keyof typeof ROUTES].path,
  })) as Array<RemoteModuleRef & { route: RouteInfo; guard?: string }>;
}

/**
 * The route table inside the site's frame: each path, the remote module that owns it, and its guard.
 * The back office draws its own frame (app.tsx).
 */
export const REMOTE_ROUTES = [...pagesOf('marketing'), ...pagesOf('userPortal'), ...pagesOf('bdePortal')];

// The sign-in and not-found pages are the shell's own, but few visits open them: each is fetched
// with its route, not with every page.
const loadLoginPage = () =>
  import('../features/login/login-page').then((module) => ({ default: module.LoginPage }));
const loadNotFoundPage = () =>
  import('../features/not-found/not-found-page').then((module) => ({ default: module.NotFoundPage }));

/** The component-style paths lead to the matching section of the home page. */
const HOME_SECTIONS = Object.values(routesOf(shell.paths, shell.pages)).filter(
  (route) => 'homeSection' in route,
);

function routePath(route: RouteInfo) {
  return 'prefix' in route && route.prefix ? `${route.path}/*` : route.path;
}

export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map(({ route, guard, ...page }) => {
        let element: ReactNode = <RemotePage {...page} />;
        if (guard) element = <RequireAuth redirectTo={guard}>{element}</RequireAuth>;
        return (
          <Route
            key={route.path}
            path={routePath(route)}
            element={<RouteFrame route={route}>{element}</RouteFrame>}
          />
        );
      })}
      {HOME_SECTIONS.map(({ path, homeSection }) => (
        <Route
          key={path}
          path={path}
          element={<Navigate to={{ pathname: ROUTES.home.path, hash: homeSection }} replace />}
        />
      ))}
      <Route
        path={ROUTES.login.path}
        element={
          <RouteFrame route={ROUTES.login}>
            <LazyModule id="shell/LoginPage" load={loadLoginPage} what="page" />
          </RouteFrame>
        }
      />
      <Route path="*" element={<LazyModule id="shell/NotFoundPage" load={loadNotFoundPage} what="page" />} />
    </Routes>
  );
}
