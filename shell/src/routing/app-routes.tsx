import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'shared/routing/router';
import { ROUTES, type RouteInfo } from 'shared/contract/routes';
import { NotFoundPage } from '../features/not-found/not-found-page';
import type { RemoteModuleRef } from '../federation/remote-modules';
import { LazyModule, RemotePage } from '../federation/remote-page';
import { RequireAuth } from './require-auth';
import { RouteFrame } from './route-frame';

/** The route table: each path, the remote module that owns it, and its guard. */
export const REMOTE_ROUTES: Array<RemoteModuleRef & { route: RouteInfo; guard?: string }> = [
  { route: ROUTES.home, remote: 'marketing', module: 'HomePage' },
  { route: ROUTES.about, remote: 'marketing', module: 'AboutPage' },
  { route: ROUTES.services, remote: 'marketing', module: 'ServicesPage' },
  { route: ROUTES.serviceHeader, remote: 'marketing', module: 'ServicesPage' },
  { route: ROUTES.technology, remote: 'marketing', module: 'TechnologyPage' },
  { route: ROUTES.careers, remote: 'marketing', module: 'CareersPage' },
  { route: ROUTES.contact, remote: 'marketing', module: 'ContactPage' },
  { route: ROUTES.terms, remote: 'marketing', module: 'TermsPage' },
  { route: ROUTES.privacy, remote: 'marketing', module: 'PrivacyPage' },
  { route: ROUTES.clientInfo, remote: 'marketing', module: 'ClientInfoPage' },
  { route: ROUTES.userLogin, remote: 'userPortal', module: 'UserSignInPage' },
  { route: ROUTES.userSignUp, remote: 'userPortal', module: 'UserSignUpPage' },
  { route: ROUTES.userPortal, remote: 'userPortal', module: 'UserPortal', guard: ROUTES.login.path },
  { route: ROUTES.bdeLogin, remote: 'bdePortal', module: 'BdeSignInPage' },
  { route: ROUTES.bdeRegister, remote: 'bdePortal', module: 'BdeRegisterPage' },
  { route: ROUTES.bdePortal, remote: 'bdePortal', module: 'BdePortal', guard: ROUTES.bdeLogin.path },
];

// The sign-in page is the shell's own, but few visits open it: fetched with its route, not every page.
const loadLoginPage = () =>
  import('../features/login/login-page').then((module) => ({ default: module.LoginPage }));

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
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
