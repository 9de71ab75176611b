import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffMemberPage } from 'shared/contract/staff-account-responses';
import type { AuditListResponse } from 'shared/contract/staff-audit-responses';
import { LIST_MAX_PAGE_SIZE } from 'shared/contract/staff';
import { staffApi } from '../../app/staff-api';
import { listUrl, type ListArgs } from '../../ui/lists/use-keyset-list';

/** The audit log, and the staff members to filter it by (disabled ones too: the log names them). */
export const auditLogApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditListResponse, ListArgs>({
      query: (args) => listUrl(STAFF_PATHS.audit, args),
      providesTags: ['StaffAudit'],
    }),
    auditStaffOptions: build.query<StaffMemberPage, void>({
      query: () =>
        listUrl(STAFF_PATHS.members, { sort: 'name', dir: 'asc', limit: String(LIST_MAX_PAGE_SIZE) }),
      providesTags: ['StaffMember'],
    }),
  }),
});

export const { useAuditLogQuery, useAuditStaffOptionsQuery } = auditLogApi;
