// Tests only: ledger rows written straight into the tables, so the read side can be tested on its own
// (the ledger's write side, with its rules, is another feature's).
import { eq, inArray } from 'drizzle-orm';
import { shareOfPaise, type CommissionStatus } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import {
  commissionLines,
  commissionPlans,
  payoutBatches,
  payouts,
  tdsDeductions,
  projectPayments,
  projects,
} from '../../db/schema';

/** An instant given in India's local time: `india('2026-03-01T00:00:00')`. */
export const india = (local: string) => new Date(`${local}+05:30`);

export class EarningsSeed {
  constructor(
    private readonly db: Db,
    /** The staff member recorded as making the plans, payments and batches. */
    private readonly staffId: number,
  ) {}

  async plan(effectiveFrom: string, directBasisPoints: number, overrideBasisPoints: number[] = []) {
    const [row] = await this.db
      .insert(commissionPlans)
      .values({
        effectiveFrom,
        directBasisPoints,
        overrideBasisPoints,
        note: 'Test plan',
        createdById: this.staffId,
      })
      .returning();
    return row;
  }

  async project(executiveId: number, companyName: string) {
    const [row] = await this.db
      .insert(projects)
      .values({ executiveId, companyName, amountPaise: 10_00_000_00, status: 'Active' })
      .returning();
    return row;
  }

  /** A payment (positive) or, with `reversalOf`, a reversal (negative) of one. */
  async payment(projectId: number, amountPaise: number, receivedOn: string, reversalOf?: number) {
    const [row] = await this.db
      .insert(projectPayments)
      .values({
        projectId,
        amountPaise,
        receivedOn,
        recordedById: this.staffId,
        createdAt: india(`${receivedOn}T12:00:00`),
        ...(reversalOf === undefined
          ? { mode: 'bank transfer' as const, bankReference: `REF-${receivedOn}-${amountPaise}` }
          : { reversalOfId: reversalOf, reversalKind: 'refund' as const, reason: 'Client refund' }),
      })
      .returning();
    return row;
  }

  /** One BDE's line on a payment, its amount `shareOfPaise(payment, basisPoints)`. */
  async line(options: {
    executiveId: number;
    payment: { id: number; amountPaise: number };
    planId: number;
    level?: number;
    basisPoints: number;
    createdAt: Date;
    status?: CommissionStatus;
    reason?: string | null;
    statusChangedAt?: Date;
  }) {
    const { payment, level = 0, status = 'pending', createdAt } = options;
    const [row] = await this.db
      .insert(commissionLines)
      .values({
        executiveId: options.executiveId,
        paymentId: payment.id,
        planId: options.planId,
        level,
        basisPoints: options.basisPoints,
        amountPaise: shareOfPaise(payment.amountPaise, options.basisPoints),
        status,
        reason: options.reason ?? null,
        createdAt,
        statusChangedAt: options.statusChangedAt ?? createdAt,
      })
      .returning();
    return row;
  }

  /** The month's batch (made once) and one BDE's payout in it, paying these lines; paid when `paidAt`. */
  async payout(options: {
    month: string;
    executiveId: number;
    lineIds: number[];
    payoutOn: string;
    financialYear: number;
    tdsPaise: number;
    tdsBasisPoints: number;
    tdsSection?: string | null;
    taxedBasePaise?: number;
    utr?: string;
    paidAt?: Date;
  }) {
    const [existing] = await this.db
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.month, options.month));
    const batch =
      existing ??
      (
        await this.db
          .insert(payoutBatches)
          .values({
            month: options.month,
            createdById: this.staffId,
            createdAt: india(`${options.payoutOn}T10:00:00`),
          })
          .returning()
      )[0];
    const chosen = await this.db
      .select({ amountPaise: commissionLines.amountPaise })
      .from(commissionLines)
      .where(inArray(commissionLines.id, options.lineIds));
    const grossPaise = chosen.reduce((sum, line) => sum + line.amountPaise, 0);
    const [row] = await this.db
      .insert(payouts)
      .values({
        batchId: batch.id,
        executiveId: options.executiveId,
        payoutOn: options.payoutOn,
        financialYear: options.financialYear,
        grossPaise,
        lineCount: chosen.length,
        taxedBasePaise: options.taxedBasePaise ?? (options.tdsPaise > 0 ? grossPaise : 0),
        tdsPaise: options.tdsPaise,
        netPaise: grossPaise - options.tdsPaise,
        tdsSection: options.tdsSection === undefined ? '194H' : options.tdsSection,
        tdsBasisPoints: options.tdsBasisPoints,
        accountHolder: 'Test Holder',
        accountEncrypted: 'not-a-sealed-value',
        accountLast4: '4321',
        ifsc: 'HDFC0001234',
        utr: options.paidAt
          ? (options.utr ?? `UTR${options.month.replace('-', '')}${options.executiveId}`)
          : null,
        paidAt: options.paidAt ?? null,
        createdAt: india(`${options.payoutOn}T10:00:00`),
      })
      .returning();
    // The deduction it carries, as if its lines were credited on its date (as the migration records
    // payouts made before deductions were entries).
    const [entry] = await this.db
      .insert(tdsDeductions)
      .values({
        executiveId: options.executiveId,
        creditedOn: options.payoutOn,
        financialYear: options.financialYear,
        creditedPaise: grossPaise,
        taxedBasePaise: row.taxedBasePaise,
        tdsPaise: row.tdsPaise,
        tdsSection: row.tdsSection,
        tdsBasisPoints: row.tdsBasisPoints,
        payoutId: row.id,
      })
      .returning();
    await this.db
      .update(commissionLines)
      .set({
        payoutId: row.id,
        tdsDeductionId: entry.id,
        ...(options.paidAt ? { status: 'paid' as const, statusChangedAt: options.paidAt } : {}),
      })
      .where(inArray(commissionLines.id, options.lineIds));
    return row;
  }
}
