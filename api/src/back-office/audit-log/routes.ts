import type { FastifyInstance } from 'fastify';
import { STAFF_PATHS } from 'shared/contract/staff';
import { AuditListResponse } from 'shared/contract/staff-audit-responses';
import { listQuerySchema } from '../../lib/keyset-page';
import type { StaffDeps } from '../../lib/staff-deps';
import { AUDIT_FILTERS, AUDIT_SORTS, listAudit, parseAuditQuery } from './audit-list-service';

/** The audit log, for admins: read only (the database refuses to change or delete a row). */
export function auditLogRoutes(app: FastifyInstance, { db, personKeys }: StaffDeps) {
  app.get(
    STAFF_PATHS.audit,
    {
      preHandler: app.staffOnly('admin'),
      schema: {
        summary: 'The audit log, a page at a time',
        description:
          'Every staff sign-in, document opened and change: who, what, when, from which address. ' +
          'Filters: `staffId`, `action` and `targetType` (exact), `from` and `to` (YYYY-MM-DD, days in ' +
          'India, both included); `q` searches the action, the target and the address.',
        querystring: listQuerySchema(AUDIT_SORTS, AUDIT_FILTERS),
        response: { 200: AuditListResponse },
      },
    },
    async (request, reply): Promise<AuditListResponse> => {
      const query = parseAuditQuery(request.query);
      reply.header('cache-control', 'no-store');
      return listAudit(db, personKeys, query);
    },
  );
}
