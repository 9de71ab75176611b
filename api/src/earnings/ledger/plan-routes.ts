import type { FastifyInstance } from 'fastify';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import { CommissionPlan, CommissionPlansResponse } from 'shared/contract/staff-earnings-responses';
import {
  EARNINGS_MESSAGES,
  commissionPlanSchema,
  percentTextToBasisPoints,
} from 'shared/contract/staff-earnings-schema';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import type { Db } from '../../db/client';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { invalidField, validateBody } from '../../lib/validate';
import { actorOf, auditedChange, plain } from '../../back-office/audit-log/audit-service';
import { paymentsFrom } from './payment-service';
import { addPlan, findPlan, listPlans } from './plan-service';

/** The commission plan's versions: admins read its history and set the next version. */
export function commissionPlanRoutes(app: FastifyInstance, { db, now }: StaffDeps) {
  const today = () => todayInIndia(new Date(now()));

  app.get(
    STAFF_EARNINGS_PATHS.commissionPlans,
    {
      preHandler: app.staffOnly('admin'),
      schema: {
        summary: 'Admin: the commission plan in force and every version',
        response: { 200: CommissionPlansResponse },
      },
    },
    async (_request, reply): Promise<CommissionPlansResponse> => {
      reply.header('cache-control', 'no-store');
      return listPlans(db, today());
    },
  );

  app.post(
    STAFF_EARNINGS_PATHS.commissionPlans,
    {
      preHandler: app.staffOnly('admin'),
      schema: {
        summary: 'Admin: set a new version of the commission plan',
        description:
          'Percentages as text with at most two decimals: `directPercent` more than 0 and at most 50, each of ' +
          '`overridePercents` (level 1 first, at most 5) from 0 to 20, all together at most 100. `effectiveFrom` is today (India) or ' +
          'later, after every payment already recorded, and a day no version starts on: a plan never ' +
          'reaches back. `note` says where it comes from. Audited as `commission-plan.add`.',
        body: bodySchema(commissionPlanSchema),
        response: { 201: CommissionPlan },
      },
    },
    async (request, reply): Promise<CommissionPlan> => {
      const body = await validateBody(commissionPlanSchema, request.body, { today: today() });
      if (await paymentsFrom(db, body.effectiveFrom)) {
        throw invalidField('effectiveFrom', EARNINGS_MESSAGES.effectiveFromPast);
      }
      const directBasisPoints = percentTextToBasisPoints(body.directPercent)!;
      const overrideBasisPoints = body.overridePercents.map((text) => percentTextToBasisPoints(text!)!);
      const added = await auditedChange(
        db,
        actorOf(request),
        (plan) => ({
          action: 'commission-plan.add',
          targetType: 'commission-plan',
          targetId: plan.id,
          detail: {
            effectiveFrom: plain(plan.effectiveFrom),
            directBasisPoints,
            overrideBasisPoints,
            note: plain(plan.note),
          },
        }),
        (tx: Db) =>
          addPlan(tx, {
            effectiveFrom: body.effectiveFrom,
            directBasisPoints,
            overrideBasisPoints,
            note: body.note,
            createdById: actorOf(request).staffId,
          }),
      );
      if (!added) throw invalidField('effectiveFrom', EARNINGS_MESSAGES.effectiveFromTaken);
      reply.status(201).header('cache-control', 'no-store');
      return findPlan(db, added.id);
    },
  );
}
