import type { StaffAccess } from 'shared/contract/staff';
import { STAFF_SCREENS } from './staff-paths';

export interface StaffNavLink {
  to: string;
  label: string;
  /** The part of the back office it leads to: the link shows only to the roles with access to it. */
  access: StaffAccess;
  /** Active only on exactly this path (the overview is /staff itself). */
  end?: boolean;
}

/** The frame's navigation, in order; each member sees the links their role may use (STAFF_ACCESS). */
export const STAFF_NAV: readonly StaffNavLink[] = [
  { to: STAFF_SCREENS.overview, label: 'Overview', access: 'anyStaff', end: true },
  { to: STAFF_SCREENS.messages, label: 'Messages', access: 'office' },
  { to: STAFF_SCREENS.leads, label: 'Leads', access: 'office' },
  { to: STAFF_SCREENS.partners, label: 'Partners', access: 'office' },
  { to: STAFF_SCREENS.commissions, label: 'Commissions', access: 'office' },
  { to: STAFF_SCREENS.payouts, label: 'Payouts', access: 'office' },
  { to: STAFF_SCREENS.erasureRequests, label: 'Erasure requests', access: 'office' },
  { to: STAFF_SCREENS.subscribers, label: 'Subscribers', access: 'office' },
  { to: STAFF_SCREENS.openings, label: 'Openings', access: 'hiring' },
  { to: STAFF_SCREENS.applications, label: 'Applications', access: 'hiring' },
  { to: STAFF_SCREENS.audit, label: 'Audit log', access: 'admin' },
  { to: STAFF_SCREENS.members, label: 'Staff', access: 'admin' },
  { to: STAFF_SCREENS.outbox, label: 'Outbox', access: 'admin' },
  { to: STAFF_SCREENS.commissionPlan, label: 'Commission plan', access: 'admin' },
  { to: STAFF_SCREENS.releases, label: 'Releases', access: 'anyStaff' },
];
