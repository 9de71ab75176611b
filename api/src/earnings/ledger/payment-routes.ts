import type { FastifyInstance } from 'fastify';
import { STAFF_EARNINGS_PATHS, type PaymentMode, type ReversalKind } from 'shared/contract/earnings';
import { PaymentEntry, ProjectPaymentsResponse } from 'shared/contract/staff-earnings-responses';
import { EARNINGS_MESSAGES, paymentSchema, reversalSchema } from 'shared/contract/staff-earnings-schema';
import { amountToPaise, todayInIndia } from 'shared/contract/staff-business-schema';
import { formatPaise } from 'shared/format/inr';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { pathId } from '../../lib/path-id';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { invalidField, validateBody } from '../../lib/validate';
import { actorOf, auditedChange, plain } from '../../back-office/audit-log/audit-service';
import {
  findEntry,
  findLedgerProject,
  projectLedger,
  recordPayment,
  recordReversal,
} from './payment-service';
import { paymentRefusal } from './payment-checks';

const projectNotFound = () => new HttpError(404, EARNINGS_MESSAGES.projectNotFound);
const paymentNotFound = () => new HttpError(404, EARNINGS_MESSAGES.paymentNotFound);

/** Money received on a project, and taken back: the append-only ledger commission is earned from. */
export function paymentRoutes(app: FastifyInstance, { db, now }: StaffDeps) {
  const today = () => todayInIndia(new Date(now()));

  app.get(
    STAFF_EARNINGS_PATHS.projectPayments.pattern,
    {
      preHandler: app.staffOnly('office'),
      schema: {
        summary: "A project's payments and reversals",
        response: { 200: ProjectPaymentsResponse },
      },
    },
    async (request, reply): Promise<ProjectPaymentsResponse> => {
      const ledger = await projectLedger(db, pathId(request.params, 'projectId'));
      if (!ledger) throw projectNotFound();
      reply.header('cache-control', 'no-store');
      return ledger;
    },
  );

  app.post(
    STAFF_EARNINGS_PATHS.projectPayments.pattern,
    {
      preHandler: app.staffOnly('office'),
      schema: {
        summary: 'Record a payment received on a project',
        description:
          '`amount` is rupees as text (grouping commas allowed) with at most two decimals, more than zero; `receivedOn` a date not in ' +
          'the future; `mode` one of the payment modes; `bankReference` 1 to 64 characters. The plan in force ' +
          "on `receivedOn` gives the project's BDE and their referrers pending commission lines, in the same " +
          "transaction. 400 on `amount` when it is more than the project's value still to be received or " +
          'more than the dated payment limit. Audited as `payment.add`.',
        body: bodySchema(paymentSchema),
        response: { 201: PaymentEntry },
      },
    },
    async (request, reply): Promise<PaymentEntry> => {
      const projectId = pathId(request.params, 'projectId');
      const body = await validateBody(paymentSchema, request.body, { today: today() });
      const project = await findLedgerProject(db, projectId);
      if (!project) throw projectNotFound();
      const amountPaise = amountToPaise(body.amount)!;
      const { entry } = await auditedChange(
        db,
        actorOf(request),
        ({ entry: added, lines }) => ({
          action: 'payment.add',
          targetType: 'payment',
          targetId: added.id,
          detail: {
            projectId,
            bdeCode: plain(project.bdeCode),
            amountPaise,
            receivedOn: plain(added.receivedOn),
            mode: plain(body.mode),
            bankReference: plain(body.bankReference),
            lineIds: lines.map((line) => line.id),
          },
        }),
        async (tx: Db) => {
          const refusal = await paymentRefusal(tx, { projectId, amountPaise, today: today() });
          if (refusal) throw invalidField('amount', refusal);
          return recordPayment(tx, {
            projectId,
            amountPaise,
            receivedOn: body.receivedOn,
            mode: body.mode as PaymentMode,
            bankReference: body.bankReference,
            recordedById: actorOf(request).staffId,
            at: new Date(now()),
          });
        },
      );
      reply.status(201).header('cache-control', 'no-store');
      return findEntry(db, entry.id);
    },
  );

  app.post(
    STAFF_EARNINGS_PATHS.paymentReversal.pattern,
    {
      preHandler: app.staffOnly('office'),
      schema: {
        summary: 'Take back part or all of a payment (a refund, a bounced cheque)',
        description:
          'A new negative entry (the ledger is never edited): `amount` in rupees, at most what remains of the ' +
          'payment; `kind` refund or bounced cheque; `reason`; `receivedOn` not before the payment nor in the ' +
          "future. The payment's BDEs get negative lines at the same levels and rates. Audited as " +
          '`payment.reverse`.',
        body: bodySchema(reversalSchema),
        response: { 201: PaymentEntry },
      },
    },
    async (request, reply): Promise<PaymentEntry> => {
      const paymentId = pathId(request.params, 'paymentId');
      const body = await validateBody(reversalSchema, request.body, { today: today() });
      const amountPaise = amountToPaise(body.amount)!;
      const outcome = await auditedChange(
        db,
        actorOf(request),
        (result) =>
          result.ok
            ? {
                action: 'payment.reverse',
                targetType: 'payment',
                targetId: result.entry.id,
                detail: {
                  reversalOf: paymentId,
                  projectId: result.entry.projectId,
                  amountPaise: -amountPaise,
                  kind: plain(body.kind),
                  reason: plain(body.reason),
                  receivedOn: plain(body.receivedOn),
                  lineIds: result.lines.map((line) => line.id),
                },
              }
            : null,
        (tx: Db) =>
          recordReversal(tx, {
            paymentId,
            amountPaise,
            kind: body.kind as ReversalKind,
            reason: body.reason,
            receivedOn: body.receivedOn,
            recordedById: actorOf(request).staffId,
            at: new Date(now()),
          }),
      );
      if (!outcome.ok) {
        switch (outcome.problem) {
          case 'not found':
            throw paymentNotFound();
          case 'a reversal':
            throw invalidField('paymentId', 'A reversal cannot itself be reversed.');
          case 'before payment':
            throw invalidField('receivedOn', EARNINGS_MESSAGES.reversalBeforePayment);
          case 'too much':
            throw invalidField(
              'amount',
              `${EARNINGS_MESSAGES.reversalTooMuch} (${formatPaise(outcome.remainingPaise)}).`,
            );
        }
      }
      reply.status(201).header('cache-control', 'no-store');
      return findEntry(db, outcome.entry.id);
    },
  );
}
