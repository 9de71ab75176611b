import type { ReactNode } from 'react';
import { StoreProvider } from 'shared/store/hooks';
import * as staff from 'shared/contract/pages/staff';
import { BrowserRouter, Route, Routes } from 'shared/routing/router';
import type { AppStore } from 'shared/store/create-store';
import { languageBase } from 'shared/i18n/language-path';
import { TextProvider, type PageText } from 'shared/i18n/text';
import { RemotePage } from './federation/remote-page';
import { SiteLayout } from './layout/site-layout';
import { AppRoutes } from './routing/app-routes';
import 'shared/ui/base.css';

/** The tree both the browser and the build-time renderer render, under a router each supplies. */
export function AppTree({
  store,
  text,
  router: Router,
}: {
  store: AppStore;
  /** The page's language and its texts (loaded before the first render: shared/i18n/text.tsx). */
  text: PageText;
  router: (props: { children: ReactNode; basename?: string }) => ReactNode;
}) {
  // Another language's pages are the same routes under its prefix (`/te/aboutus`): every link stays in it.
  const basename = languageBase(text.language) || undefined;
  return (
    <StoreProvider store={store}>
      <TextProvider text={text}>
        <Router basename={basename}>
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
      </TextProvider>
    </StoreProvider>
  );
}

export function App({ store, text }: { store: AppStore; text: PageText }) {
  return <AppTree store={store} text={text} router={BrowserRouter} />;
}
