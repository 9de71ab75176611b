import type { StaffSessionResponse } from 'shared/contract/staff-session-responses';
import { useStaffSessionQuery } from './staff-session-api';

/**
 * The signed-in staff member, for role checks and names in screens. Inside the signed-in frame it is
 * always there (the gate waits for it); elsewhere it is undefined until the session has answered.
 */
export function useStaffMember(): StaffSessionResponse | undefined {
  return useStaffSessionQuery().data;
}

export function isAdmin(member: Pick<StaffSessionResponse, 'role'> | undefined): boolean {
  return member?.role === 'admin';
}
