import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'shared/routing/router';
import { OPENING_ROUTE, ROUTES, type RouteInfo } from 'shared/contract/routes';
import type { RemoteModule, RemoteModuleRef, RemoteName } from '../federation/remote-modules';
import { LazyModule, RemotePage } from '../federation/remote-page';
import { RequireAuth } from './require-auth';
import { RouteFrame } from './route-frame';

type RouteKey = keyof typeof ROUTES;

/** Routes only a signed-in person may open, and where anyone else is sent. */
const GUARDS: Partial<Record<RouteKey, string>> = {
  userPortal: ROUTES.login.path,
  bdePortal: ROUTES.bdeLogin.path,
};

/** One remote's routes, by their key in ROUTES, with the module that shows each. */
function pagesOf<R extends RemoteName>(remote: R, modules: Partial<Record<RouteKey, RemoteModule<R>>>) {
  return (Object.entries(modules) as Array<[RouteKey, RemoteModule<R>]>).map(([key, module]) => ({
    route: ROUTES[key],
    remote,
    module,
    guard: GUARDS[key],
  }));
}

/** The route table: each path, the remote module that owns it, and its guard. */
export const REMOTE_ROUTES: Array<RemoteModuleRef & { route: RouteInfo; guard?: string }> = [
  ...pagesOf('marketing', {
    home: 'HomePage',
    about: 'AboutPage',
    services: 'ServicesPage',
    serviceHeader: 'ServicesPage',
    technology: 'TechnologyPage',
    careers: 'CareersPage',
    careersApplication: 'CareersApplicationPage',
    contact: 'ContactPage',
    terms: 'TermsPage',
    privacy: 'PrivacyPage',
    clientInfo: 'ClientInfoPage',
  }),
  // An opening's page: the careers pages are one module.
  { route: OPENING_ROUTE, remote: 'marketing', module: 'CareersPage' },
  ...pagesOf('userPortal', {
    userLogin: 'UserSignInPage',
    userSignUp: 'UserSignUpPage',
    userPortal: 'UserPortal',
  }),
  ...pagesOf('bdePortal', {
    bdeLogin: 'BdeSignInPage',
    bdeRegister: 'BdeRegisterPage',
    bdePortal: 'BdePortal',
  }),
];

// The sign-in and not-found pages are the shell's own, but few visits open them: each is fetched
// with its route, not with every page.
const loadLoginPage = () =>
  import('../features/login/login-page').then((module) => ({ default: module.LoginPage }));
const loadNotFoundPage = () =>
  import('../features/not-found/not-found-page').then((module) => ({ default: module.NotFoundPage }));

/** The component-style paths lead to the matching section of the home page. */
const HOME_SECTIONS: Array<{ route: RouteInfo; hash: string }> = [
  { route: ROUTES.header, hash: '' },
  { route: ROUTES.carousel, hash: '#banner' },
  { route: ROUTES.professionalDesign, hash: '#portfolio' },
  { route: ROUTES.footer, hash: '#site-footer' },
];

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
      {HOME_SECTIONS.map(({ route, hash }) => (
        <Route
          key={route.path}
          path={route.path}
          element={<Navigate to={{ pathname: '/', hash }} replace />}
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
