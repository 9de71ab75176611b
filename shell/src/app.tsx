import type { ReactNode } from 'react';
import { StoreProvider } from 'shared/store/hooks';
import * as staff from 'shared/contract/pages/staff';
import { BrowserRouter, Route, Routes } from 'shared/routing/router';
import type { AppStore } from 'shared/store/create-store';
import { RemotePage } from './federation/remote-page';
import { SiteLayout } from './layout/site-layout';
import { AppRoutes } from './routing/app-routes';
import 'shared/ui/base.css';

/** The tree both the browser and the build-time renderer render, under a router each supplies. */
export function AppTree({
  store,
  router: Router,
}: {
  store: AppStore;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StoreProvider store={store}>
      <Router>
        <Routes>
          <Route
            path="*"
            element={
              <SiteLayout>
                <AppRoutes />
              </SiteLayout>
            }
          />
          {/* The back office draws its own frame (and head, notifications); its code loads only here. */}
          <Route
            path={`${staff.paths.staff}/*`}
            element={<RemotePage remote={staff.remote} module={staff.pages.staff.module} />}
          />
        </Routes>
      </Router>
    </StoreProvider>
  );
}

export function App({ store }: { store: AppStore }) {
  return <AppTree store={store} router={BrowserRouter} />;
}
