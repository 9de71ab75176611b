import type { StaffRole } from 'shared/contract/staff';
import type { StaffMemberState } from 'shared/contract/staff-account-schema';

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  staff: 'Staff',
  recruiter: 'Recruiter',
};

export const STATE_LABELS: Record<StaffMemberState, string> = {
  active: 'Active',
  'set-up pending': 'Set-up pending',
  disabled: 'Disabled',
};
