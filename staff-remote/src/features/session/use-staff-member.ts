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

/** Whether the member's role may use that part of the back office (the API's rule, STAFF_ACCESS). */
export function mayUse(member: Pick<StaffSessionResponse, 'role'> | undefined, access: StaffAccess): boolean {
  return member !== undefined && (STAFF_ACCESS[access] as readonly StaffRole[]).includes(member.role);
}
