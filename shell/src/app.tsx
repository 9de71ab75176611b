import type { ReactNode } from 'react';
import { StoreProvider } from 'shared/store/hooks';
import { ROUTES } from 'shared/contract/routes';
import { BrowserRouter, Route, Routes } from 'shared/routing/router';
import type { AppStore } from 'shared/store/create-store';
import { ChatWidget } from './features/chat-widget/chat-widget';
import { SiteLayout } from './layout/site-layout';
import { AppRoutes } from './routing/app-routes';
import { StaffArea } from './routing/staff-area';
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
          <Route path={`${ROUTES.staff.path}/*`} element={<StaffArea />} />
          <Route
            path="*"
            element={
              <>
                <SiteLayout>
                  <AppRoutes />
                </SiteLayout>
                <ChatWidget />
              </>
            }
          />
        </Routes>
      </Router>
    </StoreProvider>
  );
}

export function App({ store }: { store: AppStore }) {
  return <AppTree store={store} router={BrowserRouter} />;
}
