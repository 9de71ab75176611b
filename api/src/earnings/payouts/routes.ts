import type { FastifyInstance } from 'fastify';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import {
  PayoutBankFileCsv,
  PayoutBatchListResponse,
  PayoutBatchResponse,
  PayoutRow,
} from 'shared/contract/staff-earnings-responses';
import { EARNINGS_MESSAGES, payoutBatchSchema, payoutUtrSchema } from 'shared/contract/staff-earnings-schema';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import { maskAccountNumber } from 'shared/contract/bde-settings-schema';
import { conflict, forbidden, HttpError } from '../../lib/http-error';
import { pathId } from '../../lib/path-id';
import { refuseOtherSites } from '../../lib/refuse-other-sites';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { validateBody } from '../../lib/validate';
import { actorOf, plain, recordAudit } from '../../back-office/audit-log/audit-service';
import { fullNameOf } from '../../partners/executives/service';
import { exportBankFile } from './bank-file-service';
import {
  batchRows,
  createPayoutBatch,
  findBatch,
  listBatches,
  partnersOf,
  waitingForPayout,
} from './batch-service';
import { isUniqueViolation, recordUtr } from './utr-service';

const MAKER_CANNOT_PAY =
  'You made this payout batch or downloaded its bank file: another staff member records its transfers.';

const batchNotFound = () => new HttpError(404, EARNINGS_MESSAGES.batchNotFound);

/** Monthly payouts: the batches, creating one, the bank's file, and each transfer's UTR. */
export function payoutRoutes(app: FastifyInstance, { db, now, config, cryptoBox }: StaffDeps) {
  const staffOnly = app.staffOnly('office');
  const notices = { staffAddress: config.staffNotifyEmail, publicOrigin: config.publicOrigin };

  async function batchAnswer(batchId: number): Promise<PayoutBatchResponse | null> {
    const batch = await findBatch(db, batchId);
    if (!batch) return null;
    const rows = (await batchRows(db, batchId)).map((row): PayoutRow => ({
      id: row.id,
      partner: { bdeCode: row.bdeCode, fullName: fullNameOf(row) },
      grossPaise: row.grossPaise,
      tdsPaise: row.tdsPaise,
      netPaise: row.netPaise,
      tdsSection: row.tdsSection,
      tdsBasisPoints: row.tdsBasisPoints,
      accountHolder: row.accountHolder,
      accountMasked: maskAccountNumber(row.accountLast4),
      ifsc: row.ifsc,
      status: row.utr === null ? 'awaiting transfer' : 'paid',
      utr: row.utr,
      paidAt: row.paidAt?.toISOString() ?? null,
      lineCount: row.lineCount ?? 0,
    }));
    const waiting = await waitingForPayout(db, new Date(now()));
    const partners = await partnersOf(
      db,
      waiting.map((row) => row.executiveId),
    );
    return {
      batch,
      rows,
      waiting: waiting.map((row) => ({
        partner: partners.get(row.executiveId)!,
        approvedPaise: row.approvedPaise,
        why: row.why,
      })),
    };
  }

  app.get(
    STAFF_EARNINGS_PATHS.payouts,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'The payout batches, newest month first',
        response: { 200: PayoutBatchListResponse },
      },
    },
    async (_request, reply): Promise<PayoutBatchListResponse> => {
      reply.header('cache-control', 'no-store');
      return { items: await listBatches(db) };
    },
  );

  app.post(
    STAFF_EARNINGS_PATHS.payouts,
    {
      preHandler: staffOnly,
      schema: {
        summary: "Create a month's payout batch",
        description:
          '`month` (YYYY-MM, begun already), once and in order: the current month or the month after the ' +
          'latest batch; 409 when it exists or is out of order. A payout for each BDE whose approved ' +
          'lines in no payout sum to more than zero and whose bank details are past their hold, with TDS by ' +
          "the rule in force today (India) and the BDE's earlier payouts of the financial year. Audited as " +
          '`payout-batch.add`.',
        body: bodySchema(payoutBatchSchema),
        response: { 201: PayoutBatchResponse },
      },
    },
    async (request, reply): Promise<PayoutBatchResponse> => {
      const at = new Date(now());
      const { month } = await validateBody(payoutBatchSchema, request.body, { today: todayInIndia(at) });
      const actor = actorOf(request);
      const outcome = await createPayoutBatch(db, cryptoBox, {
        month,
        createdById: actor.staffId,
        at,
        audit: (tx, created) =>
          recordAudit(tx, actor, {
            action: 'payout-batch.add',
            targetType: 'payout-batch',
            targetId: created.batchId,
            detail: { month: plain(month), payoutIds: created.payoutIds },
          }),
      });
      if (!outcome.ok) throw conflict(outcome.refusal, { month: [outcome.refusal] });
      reply.status(201).header('cache-control', 'no-store');
      return (await batchAnswer(outcome.batchId))!;
    },
  );

  app.get(
    STAFF_EARNINGS_PATHS.payout.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: 'One payout batch: a row per BDE, and who is waiting and why',
        response: { 200: PayoutBatchResponse },
      },
    },
    async (request, reply): Promise<PayoutBatchResponse> => {
      const answer = await batchAnswer(pathId(request.params, 'batchId'));
      if (!answer) throw batchNotFound();
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );

  app.get(
    STAFF_EARNINGS_PATHS.payoutBankFile.pattern,
    {
      preHandler: [...staffOnly, refuseOtherSites],
      exposeHeadRoute: false,
      schema: {
        summary: "A batch's bulk-payment file for the bank (CSV)",
        description:
          'The payouts still awaiting their transfer, with the full account numbers: a download, never ' +
          'cached. Audited as `payout-batch.bank-file` (which payouts and the total, never an account number).',
        response: { 200: PayoutBankFileCsv },
      },
    },
    async (request, reply) => {
      const batch = await findBatch(db, pathId(request.params, 'batchId'));
      if (!batch) throw batchNotFound();
      const file = await exportBankFile(db, cryptoBox, batch, actorOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="payouts-${batch.month}.csv"`)
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  );

  app.post(
    STAFF_EARNINGS_PATHS.payoutUtr.pattern,
    {
      preHandler: staffOnly,
      schema: {
        summary: "Record a payout's transfer (its UTR): its lines become paid",
        description:
          '`utr` is 12 to 22 letters and digits, spaces between groups taken out (kept in capitals). 409 when this payout already has one, or ' +
          'another payout has this UTR; 403 when the caller made the batch or downloaded its bank file ' +
          '(two people for money). The BDE is told; audited as `payout.paid`, naming who recorded each ' +
          "line's payment, who approved it, who made the batch and who recorded it paid.",
        body: bodySchema(payoutUtrSchema),
        response: { 200: PayoutBatchResponse },
      },
    },
    async (request, reply): Promise<PayoutBatchResponse> => {
      const batchId = pathId(request.params, 'batchId');
      const payoutId = pathId(request.params, 'payoutId');
      const { utr } = await validateBody(payoutUtrSchema, request.body);
      let outcome;
      try {
        outcome = await recordUtr(db, notices, {
          batchId,
          payoutId,
          utr,
          actor: actorOf(request),
          at: new Date(now()),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EARNINGS_MESSAGES.utrUsed);
        throw error;
      }
      if (!outcome.ok) {
        if (outcome.problem === 'not found') throw new HttpError(404, EARNINGS_MESSAGES.payoutNotFound);
        if (outcome.problem === 'maker') throw forbidden(MAKER_CANNOT_PAY);
        throw conflict(
          outcome.problem === 'recorded' ? EARNINGS_MESSAGES.utrRecorded : EARNINGS_MESSAGES.utrUsed,
        );
      }
      reply.header('cache-control', 'no-store');
      return (await batchAnswer(batchId))!;
    },
  );
}
