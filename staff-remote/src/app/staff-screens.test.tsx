import { screen } from '@testing-library/react';
import { STAFF_ACCESS, type StaffRole } from 'shared/contract/staff';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff, TEST_ADMIN, TEST_RECRUITER, TEST_STAFF } from '../test/render-staff';
import { StaffApp } from './staff-app';
import { STAFF_NAV } from './staff-nav';
import { STAFF_SCREEN_ROUTES } from './staff-screens';

const MEMBERS = { admin: TEST_ADMIN, staff: TEST_STAFF, recruiter: TEST_RECRUITER };
const address = (path: string | null) =>
  `/staff${path === null ? '' : `/${path.replace(/:(\w+)/g, (_match, name: string) => (name === 'bdeCode' ? 'BDE1001' : '12'))}`}`;

test('each navigation link leads to a screen of the same part of the back office', () => {
  for (const link of STAFF_NAV) {
    const route = STAFF_SCREEN_ROUTES.find((screenRoute) => address(screenRoute.path) === link.to);
    expect({ link: link.to, access: route?.access }).toEqual({ link: link.to, access: link.access });
  }
});

test('a recruiter has hiring screens and the overview; staff have no hiring screen', () => {
  const reachable = (role: StaffRole) =>
    STAFF_SCREEN_ROUTES.filter(({ access }) =>
      (STAFF_ACCESS[access] as readonly StaffRole[]).includes(role),
    ).map(({ path }) => path);
  expect(reachable('recruiter')).toEqual([
    null,
    'openings',
    'openings/new',
    'openings/:openingId',
    'openings/:openingId/preview',
    'applications',
    'applications/:applicationId',
    // Any staff member may pin their own browser to a release.
    'releases',
  ]);
  expect(
    reachable('staff').some((path) => path?.startsWith('openings') || path?.startsWith('applications')),
  ).toBe(false);
  expect(reachable('admin')).toHaveLength(STAFF_SCREEN_ROUTES.length);
});

// Each screen a role may not use, opened by its address: the frame says so, and the screen asks the
// API for nothing (fakeApi fails any call it was not told about).
test.each(Object.entries(MEMBERS))(
  "every screen outside a %s's part says it is not available",
  (role, member) => {
    fakeApi({});
    const refused = STAFF_SCREEN_ROUTES.filter(
      ({ access }) => !(STAFF_ACCESS[access] as readonly StaffRole[]).includes(role as StaffRole),
    );
    if (role === 'admin') expect(refused).toEqual([]);
    for (const { path } of refused) {
      const view = renderStaff(<StaffApp />, { at: address(path), route: '/staff/*', member });
      expect(screen.getByRole('heading', { level: 1, name: 'Not available' })).toBeInTheDocument();
      view.unmount();
    }
  },
);
