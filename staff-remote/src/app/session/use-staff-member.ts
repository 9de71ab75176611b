import { STAFF_ACCESS, type StaffAccess, type StaffRole } from 'shared/contract/staff';
import type { StaffSessionResponse } from 'shared/contract/staff-session-responses';
import { useStaffSessionQuery } from './staff-session-api';

/**
 * The signed-in staff member, for role checks and names in screens. Inside the signed-in frame it is
 * always there (the gate waits for it); elsewhere it is undefined until the session has answered.
 */
export function useStaffMember(): StaffSessionResponse | undefined {
  return useStaffSessionQuery().data;
}

/** Whether the member's role may use that part of the back office (`STAFF_ACCESS`). */
export function hasAccess(
  member: Pick<StaffSessionResponse, 'role'> | undefined,
  access: StaffAccess,
): boolean {
  const roles: readonly StaffRole[] = STAFF_ACCESS[access];
  return member !== undefined && roles.includes(member.role);
}
