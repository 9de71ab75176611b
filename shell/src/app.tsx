import type { ReactNode } from 'react';
import { StoreProvider } from 'shared/store/hooks';
import { BrowserRouter } from 'shared/routing/router';
import type { AppStore } from 'shared/store/create-store';
import { ChatWidget } from './features/chat-widget/chat-widget';
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
        <SiteLayout>
          <AppRoutes />
        </SiteLayout>
        <ChatWidget />
      </Router>
    </StoreProvider>
  );
}

export function App({ store }: { store: AppStore }) {
  return <AppTree store={store} router={BrowserRouter} />;
}
