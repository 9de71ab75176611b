import { useState } from 'react';
import { COMPANY } from 'shared/content/company';
import { NavLink, useNavigate } from 'shared/routing/router';
import { Outlet } from '../outlet';
import { STAFF_NAV } from '../staff-nav';
import { STAFF_SCREENS } from '../staff-paths';
import { SIGNED_OUT } from './staff-plain-frame';
import { useStaffSignOutMutation } from './staff-session-api';
import { hasAccess, useStaffMember } from './use-staff-member';

function signOutFailed(error: unknown): boolean {
  // A 401 means the session had already ended: that is signed out too.
  return (error as { status?: unknown }).status !== 401;
}

/** The signed-in back office: header, navigation and the screen (inside RequireStaff). */
export function StaffFrame() {
  const member = useStaffMember();
  const [signOut, { isLoading: signingOut }] = useStaffSignOutMutation();
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  const links = STAFF_NAV.filter((link) => hasAccess(member, link.access));

  async function handleSignOut() {
    setFailed(false);
    try {
      await signOut().unwrap();
    } catch (error) {
      if (signOutFailed(error)) {
        setFailed(true);
        return;
      }
    }
    navigate(STAFF_SCREENS.login, { replace: true, state: SIGNED_OUT });
  }

  return (
    <div className="staff-frame">
      <a className="skip-link staff-skip-link" href="#main">
        Skip to content
      </a>
      <header className="staff-header">
        <p className="staff-header__brand">
          {COMPANY.shortName} <span className="staff-header__area">Back office</span>
        </p>
        <div className="staff-header__member">
          <span>{member?.name}</span>
          <button
            type="button"
            className="staff-button staff-button--quiet"
            onClick={() => void handleSignOut()}
            disabled={signingOut}
          >
            Sign out
          </button>
        </div>
        {failed && (
          <p className="staff-problem staff-header__error" role="alert">
            Could not sign out. Check your connection and try again.
          </p>
        )}
      </header>
      <nav className="staff-nav" aria-label="Back office">
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="staff-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
