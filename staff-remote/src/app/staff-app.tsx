import { NotificationStack } from 'shared/notifications/notification-stack';
import { Route, Routes } from 'shared/routing/router';
import { RequireAccess, RequireStaff } from './session/require-staff';
import { StaffFrame } from './session/staff-frame';
import { StaffNotFound } from './session/staff-not-found';
import { StaffPlainFrame } from './session/staff-plain-frame';
import { OldSetupLink } from '../features/setup/old-setup-link';
import { StaffSetupPage } from '../features/setup/staff-setup-page';
import { StaffSignInPage } from '../features/sign-in/staff-sign-in-page';
import '../styles/staff.css';
import { STAFF_SCREEN_ROUTES } from './staff-screens';
import { useStaffHead } from './use-staff-head';

/**
 * /staff/*: the back office's routes, relative to /staff (the shell mounts this under /staff/*, with
 * nothing of the public site's frame: the notifications are drawn here). Each signed-in screen is
 * shown only to the roles its part of the back office admits (STAFF_SCREEN_ROUTES).
 */
export function StaffApp() {
  useStaffHead();
  return (
    <>
      <Routes>
        <Route element={<StaffPlainFrame />}>
          <Route path="login" element={<StaffSignInPage />} />
          <Route path="setup" element={<StaffSetupPage />} />
          <Route path="setup/:token" element={<OldSetupLink />} />
        </Route>
        <Route
          element={
            <RequireStaff>
              <StaffFrame />
            </RequireStaff>
          }
        >
          {STAFF_SCREEN_ROUTES.map(({ path, access, element }) => {
            const guarded = <RequireAccess access={access}>{element}</RequireAccess>;
            return path === null ? (
              <Route key="index" index element={guarded} />
            ) : (
              <Route key={path} path={path} element={guarded} />
            );
          })}
          <Route path="*" element={<StaffNotFound />} />
        </Route>
      </Routes>
      <NotificationStack />
    </>
  );
}
