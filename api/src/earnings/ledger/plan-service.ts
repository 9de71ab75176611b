import { desc, eq, lte } from 'drizzle-orm';
import type { CommissionPlan, CommissionPlansResponse } from 'shared/contract/staff-earnings-responses';
import type { Db } from '../../db/client';
import { commissionPlans, staffMembers } from '../../db/schema';

export type PlanRow = typeof commissionPlans.$inferSelect;

const planColumns = {
  id: commissionPlans.id,
  effectiveFrom: commissionPlans.effectiveFrom,
  directBasisPoints: commissionPlans.directBasisPoints,
  overrideBasisPoints: commissionPlans.overrideBasisPoints,
  note: commissionPlans.note,
  createdById: commissionPlans.createdById,
  createdByName: staffMembers.name,
  createdAt: commissionPlans.createdAt,
};

const planAnswer = (row: {
  id: number;
  effectiveFrom: string;
  directBasisPoints: number;
  overrideBasisPoints: number[];
  note: string;
  createdById: number;
  createdByName: string;
  createdAt: Date;
}): CommissionPlan => ({
  id: row.id,
  effectiveFrom: row.effectiveFrom,
  directBasisPoints: row.directBasisPoints,
  overrideBasisPoints: row.overrideBasisPoints,
  note: row.note,
  createdBy: { id: row.createdById, name: row.createdByName },
  createdAt: row.createdAt.toISOString(),
});

/** Every plan version, newest effective date first, and the one in force on `today`. */
export async function listPlans(db: Db, today: string): Promise<CommissionPlansResponse> {
  const rows = await db
    .select(planColumns)
    .from(commissionPlans)
    .innerJoin(staffMembers, eq(staffMembers.id, commissionPlans.createdById))
    .orderBy(desc(commissionPlans.effectiveFrom));
  const history = rows.map(planAnswer);
  return { current: history.find((plan) => plan.effectiveFrom <= today) ?? null, history };
}

/** The plan version payments dated `isoDate` earn by: the latest one in force on that day. */
export async function planOn(db: Db, isoDate: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(commissionPlans)
    .where(lte(commissionPlans.effectiveFrom, isoDate))
    .orderBy(desc(commissionPlans.effectiveFrom))
    .limit(1);
  return row;
}

export interface NewPlan {
  effectiveFrom: string;
  directBasisPoints: number;
  overrideBasisPoints: number[];
  note: string;
  createdById: number;
}

/** A new plan version; undefined when one already starts on that day (the unique date decides). */
export async function addPlan(db: Db, plan: NewPlan): Promise<PlanRow | undefined> {
  const [row] = await db.insert(commissionPlans).values(plan).onConflictDoNothing().returning();
  return row;
}

/** A plan version as the answer shows it. */
export async function findPlan(db: Db, id: number): Promise<CommissionPlan> {
  const [row] = await db
    .select(planColumns)
    .from(commissionPlans)
    .innerJoin(staffMembers, eq(staffMembers.id, commissionPlans.createdById))
    .where(eq(commissionPlans.id, id));
  return planAnswer(row);
}
