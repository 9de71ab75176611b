import type { ReactNode } from 'react';
import type { StaffAccess } from 'shared/contract/staff';
import { Navigate, useLocation } from 'shared/routing/router';
import { staffScreen } from '../staff-paths';
import { useStaffSessionQuery } from './staff-session-api';
import { hasAccess, useStaffMember } from './use-staff-member';

/** Signed-out (401) and signed in as someone else (403: a user or a BDE) both go to staff sign-in. */
function needsSignIn(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 401 || status === 403;
}

/** The signed-in part of the back office: shows its children only to a staff member. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { data, error, isLoading, refetch } = useStaffSessionQuery();
  const location = useLocation();
  if (isLoading) {
    return (
      <p className="staff-status" role="status">
        Checking your session…
      </p>
    );
  }
  if (needsSignIn(error)) {
    return <Navigate to={staffScreen.login(location.pathname + location.search)} replace />;
  }
  if (!data) {
    return (
      <div className="staff-status" role="alert">
        <p>The back office could not check your session.</p>
        <button type="button" className="staff-button" onClick={() => void refetch()}>
          Retry
        </button>
      </div>
    );
  }
  return children;
}

export const ADMIN_ONLY_MESSAGE = 'Only admins can open this page.';
export const NOT_FOR_YOUR_ROLE_MESSAGE = 'Your role does not give access to this page.';

/**
 * A screen of one part of the back office, inside RequireStaff: shown only to a role with access to
 * it (the API refuses the others all the same; this says so instead of showing a broken screen).
 */
export function RequireAccess({ access, children }: { access: StaffAccess; children: ReactNode }) {
  const member = useStaffMember();
  if (!hasAccess(member, access)) {
    return (
      <section className="staff-page">
        <h1>Not available</h1>
        <p role="alert">{access === 'admin' ? ADMIN_ONLY_MESSAGE : NOT_FOR_YOUR_ROLE_MESSAGE}</p>
      </section>
    );
  }
  return children;
}
