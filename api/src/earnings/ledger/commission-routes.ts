import type { FastifyInstance } from 'fastify';
import { STAFF_EARNINGS_PATHS, type CommissionAction } from 'shared/contract/earnings';
import { CommissionActionResponse, CommissionListResponse } from 'shared/contract/staff-earnings-responses';
import { commissionActionSchema } from 'shared/contract/staff-earnings-schema';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { staffListRoute } from '../../lib/staff-list-route';
import { validateBody } from '../../lib/validate';
import { actorOf, plain, recordAudit } from '../../back-office/audit-log/audit-service';
import { noticeOf, notifyExecutive } from '../../partners/inbox/notify-service';
import {
  COMMISSION_FILTERS,
  COMMISSION_SORTS,
  actOnLines,
  actionRefusal,
  byExecutive,
  decisionDetails,
  listCommissions,
  parseCommissionQuery,
} from './commission-service';
import { bdeCodesOf } from './payment-service';

export const EARNINGS_LINK = '/bdedetails/earnings';

/** Commission lines for review: the list by status, and approving, holding or declining them. */
export function commissionRoutes(app: FastifyInstance, { db, now, config, personKeys }: StaffDeps) {
  const notices = { staffAddress: config.staffNotifyEmail, publicOrigin: config.publicOrigin };

  staffListRoute(app, {
    access: 'office',
    path: STAFF_EARNINGS_PATHS.commissions,
    summary: 'Commission lines of one status, a page at a time',
    description:
      '`status` is pending unless given; `bdeCode` keeps one BDE’s lines. Oldest first by default.',
    sorts: COMMISSION_SORTS,
    filters: COMMISSION_FILTERS,
    response: CommissionListResponse,
    parse: parseCommissionQuery,
    page: (query) => listCommissions(db, query),
  });

  app.post(
    STAFF_EARNINGS_PATHS.commissionActions,
    {
      preHandler: app.staffOnly('office'),
      schema: {
        summary: 'Approve, hold or decline commission lines',
        description:
          '`lineIds` 1 to 500 lines; `reason` (the BDE reads it) is needed to hold or decline. Approve takes ' +
          'pending and held lines, hold pending ones, decline pending and held ones; lines in any other ' +
          'status are left as they are, and `changed` lists the lines this call changed (with the reversals ' +
          'that follow them). Two people for money: 403 when approving lines of a payment or reversal the ' +
          'caller recorded, or declining a claw-back the caller held; 409 when declining a claw-back not ' +
          'held first. Each BDE whose lines ' +
          'were approved or declined is told; audited as `commission.<action>`, a row per BDE.',
        body: bodySchema(commissionActionSchema),
        response: { 200: CommissionActionResponse },
      },
    },
    async (request, reply): Promise<CommissionActionResponse> => {
      const body = await validateBody(commissionActionSchema, request.body);
      const action = body.action as CommissionAction;
      const reason = body.reason ?? null;
      const actor = actorOf(request);
      const lineIds = [...new Set(body.lineIds as number[])];
      const changed = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const refusal = await actionRefusal(tx, { action, lineIds, staffId: actor.staffId });
        if (refusal) {
          throw new HttpError(refusal.status, refusal.why, {
            lineIds: [`${refusal.why} Lines: ${refusal.lineIds.join(', ')}.`],
          });
        }
        const lines = await actOnLines(tx, {
          action,
          lineIds,
          reason,
          staffId: actor.staffId,
          at: new Date(now()),
        });
        const groups = byExecutive(lines);
        const codes = await bdeCodesOf(tx, [...groups.keys()]);
        for (const [executiveId, own] of groups) {
          await recordAudit(tx, actor, {
            action: `commission.${action}`,
            targetType: 'partner',
            targetId: codes.get(executiveId),
            detail: {
              lineIds: own.map((line) => line.id),
              amountPaise: own.reduce((sum, line) => sum + line.amountPaise, 0),
              reason: reason === null ? null : personKeys.personal({ kind: 'bde', id: executiveId }, reason),
              status: plain(action),
            },
          });
          if (action !== 'hold') {
            await notifyExecutive(tx, notices, {
              executiveId,
              ...noticeOf(
                action === 'approve' ? 'commission approved' : 'commission declined',
                decisionDetails(action, own, reason),
              ),
              link: EARNINGS_LINK,
            });
          }
        }
        return lines.map((line) => line.id).sort((a, b) => a - b);
      });
      reply.header('cache-control', 'no-store');
      return { changed };
    },
  );
}
