import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from 'shared/store/create-store';
import { ChatWidget } from './features/chat-widget/chat-widget';
import { SiteLayout } from './layout/site-layout';
import { AppRoutes } from './routing/app-routes';
import 'shared/ui/base.css';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <SiteLayout>
          <AppRoutes />
        </SiteLayout>
        <ChatWidget />
      </BrowserRouter>
    </Provider>
  );
}
