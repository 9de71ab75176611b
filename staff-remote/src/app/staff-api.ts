import { api } from 'shared/api/base-api';

/**
 * The shared API client with the back office's cache tags. Tags are added here rather than in
 * shared/, so a staff screen's tag never reaches the public site. Every staff screen injects its
 * endpoints on `staffApi` (`staffApi.injectEndpoints({ endpoints: (build) => ({ ... }) })`).
 */
export const staffApi = api.enhanceEndpoints({
  addTagTypes: [
    'StaffSession',
    'StaffMessage',
    'StaffLead',
    'StaffPartner',
    'StaffSubscriber',
    'StaffMember',
    'StaffAudit',
    'StaffApplication',
    'StaffOpening',
    'StaffCommission',
    'StaffPayout',
    'StaffCommissionPlan',
    'StaffPayment',
    'StaffEarnings',
  ],
});
