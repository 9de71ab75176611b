import { STAFF_PATHS } from 'shared/contract/staff';
import type { OutboxEmailResponse, OutboxListResponse } from 'shared/contract/staff-outbox-responses';
import { staffApi } from '../../app/staff-api';
import { listUrl, type ListArgs } from '../../ui/lists/use-keyset-list';

/** The outbox (admins): the list, and one email, whose every reading the server audits. */
export const outboxApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    outbox: build.query<OutboxListResponse, ListArgs>({
      query: (args) => listUrl(STAFF_PATHS.outbox, args),
    }),
    outboxEmail: build.query<OutboxEmailResponse, number>({
      query: (emailId) => STAFF_PATHS.outboxEmail({ emailId }),
      // Each opening is a reading the audit log records: it is not kept for the next visit.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useOutboxQuery, useOutboxEmailQuery } = outboxApi;
