import { createRoot } from 'react-dom/client';
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
        <Route path="/staff/*" element={<StaffApp />} />
        <Route path="*" element={<Navigate to="/staff" replace />} />
      </Routes>
    </BrowserRouter>
  </StoreProvider>,
);
