import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { StaffSessionResponse } from 'shared/contract/staff-session-responses';
import { NotificationStack } from 'shared/notifications/notification-stack';
import { createAppStore } from 'shared/store/create-store';
import { staffSessionApi } from '../app/session/staff-session-api';

export const TEST_STAFF: StaffSessionResponse = {
  id: 7,
  name: 'Lakshmi Rao',
  email: 'lakshmi@deccanstack.in',
  role: 'staff',
};
export const TEST_ADMIN: StaffSessionResponse = {
  id: 1,
  name: 'Arjun Mehta',
  email: 'arjun@deccanstack.in',
  role: 'admin',
};
export const TEST_RECRUITER: StaffSessionResponse = {
  id: 9,
  name: 'Rekha Nair',
  email: 'rekha@deccanstack.in',
  role: 'recruiter',
};

/** Shows where the app went (pathname and query), for tests that follow a link or a redirect. */
export function StaffLocation() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

interface RenderStaffOptions {
  /** The address to open, e.g. '/staff/messages/12?status=new'. */
  at: string;
  /** The route pattern the screen answers, e.g. '/staff/messages/:messageId' (default: `at`'s path). */
  route?: string;
  /**
   * Who is signed in: a staff member by default, `TEST_ADMIN` for admin screens, `TEST_RECRUITER` for
   * hiring's, null for nobody.
   */
  member?: StaffSessionResponse | null;
}

/**
 * Renders a back-office screen at an address, as the back office does: the store, the router, the
 * message stack and a signed-in staff member (already known, so no session call is made). Answer the
 * screen's own calls with `fakeApi` from shared/test/fake-api.ts.
 *
 *   fakeApi({ 'GET /api/staff/messages/12': { body: message } });
 *   renderStaff(<MessagePage />, { at: '/staff/messages/12', route: '/staff/messages/:messageId' });
 */
export function renderStaff(ui: ReactElement, { at, route, member = TEST_STAFF }: RenderStaffOptions) {
  const store = createAppStore();
  if (member) {
    // In the cache at once, as after the gate's call: the screen draws on the first render.
    store.dispatch(
      staffSessionApi.util.upsertQueryEntries([
        { endpointName: 'staffSession', arg: undefined, value: member },
      ]),
    );
  }
  const pattern = route ?? at.split('?')[0]!;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={pattern} element={children} />
            <Route path="*" element={null} />
          </Routes>
          <StaffLocation />
          <NotificationStack />
        </MemoryRouter>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper }) };
}
