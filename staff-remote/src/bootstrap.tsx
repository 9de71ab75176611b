import { createRoot } from 'react-dom/client';
import * as registry from 'shared/contract/pages/staff';
import { BrowserRouter, Navigate, Route, Routes } from 'shared/routing/router';
import { StoreProvider } from 'shared/store/hooks';
import { createAppStore } from 'shared/store/create-store';
import 'shared/ui/base.css';
import StaffApp from './exposed/staff-app';

// Alone on its dev server (port 3004): its own store and router, and no standalone bar, since the
// back office has its own frame and draws its own notifications.
createRoot(document.getElementById('root')!).render(
  <StoreProvider store={createAppStore({ persist: true })}>
    <BrowserRouter>
      <Routes>
        <Route path={`${registry.paths.staff}/*`} element={<StaffApp />} />
        <Route path="*" element={<Navigate to={registry.paths.staff} replace />} />
      </Routes>
    </BrowserRouter>
  </StoreProvider>,
);
