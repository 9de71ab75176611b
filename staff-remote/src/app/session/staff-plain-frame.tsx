import { useEffect } from 'react';
import { api } from 'shared/api/base-api';
import { COMPANY } from 'shared/content/company';
import { useLocation } from 'shared/routing/router';
import { useAppDispatch } from 'shared/store/hooks';
import { Outlet } from '../outlet';

/** The navigation state of a sign-out: the sign-in page then forgets what the member had open. */
export const SIGNED_OUT = { signedOut: true } as const;

/** Sign-in and set-up: the back office's name above the page, and nothing to navigate yet. */
export function StaffPlainFrame() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const signedOut = (location.state as Partial<typeof SIGNED_OUT> | null)?.signedOut === true;
  // Here rather than at the click: the signed-in screens have gone by now, so nothing asks again.
  useEffect(() => {
    if (signedOut) dispatch(api.util.resetApiState());
  }, [signedOut, dispatch]);
  return (
    <div className="staff-plain">
      <header className="staff-header">
        <p className="staff-header__brand">
          {COMPANY.shortName} <span className="staff-header__area">Back office</span>
        </p>
      </header>
      <main id="main" className="staff-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
