import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { maskAadhar, maskPan } from 'shared/contract/executive';
import type { BdeProfileResponse } from 'shared/contract/executive-responses';
import type { Db } from '../../db/client';
import { executives } from '../../db/schema';

export type ExecutiveRow = typeof executives.$inferSelect;

/** Far deeper than any real referral chain; it only bounds the walk up the tree. */
const MAX_DOWNLINE_DEPTH = 64;

/**
 * Everyone below a BDE in the referral tree with their level (1: referred by them), as a
 * `WITH RECURSIVE below(id, level)` clause: one walk of executives_referred_by_idx. Bounded in depth,
 * so a cycle written by hand in the database cannot make it run for ever.
 */
export function downlineOf(executiveId: number): SQL {
  return sql`WITH RECURSIVE below(id, level) AS (
      SELECT ${executives.id}, 1 FROM ${executives} WHERE ${executives.referredById} = ${executiveId}
      UNION
      SELECT e.id, below.level + 1
        FROM ${executives} e JOIN below ON e.referred_by_id = below.id
       WHERE below.level < ${MAX_DOWNLINE_DEPTH}
    )`;
}

type NameParts = { firstName: string; middleName: string | null; lastName: string };
export const fullNameOf = (row: NameParts) =>
  [row.firstName, row.middleName, row.lastName].filter((part) => part && part.trim()).join(' ');

/** A BDE's code and the columns `fullNameOf` reads: how lists name a BDE. */
export const bdeNameColumns = {
  bdeCode: executives.bdeCode,
  firstName: executives.firstName,
  middleName: executives.middleName,
  lastName: executives.lastName,
};

export async function findExecutiveById(db: Db, id: number): Promise<ExecutiveRow | undefined> {
  const [row] = await db.select().from(executives).where(eq(executives.id, id)).limit(1);
  return row;
}

/** GET get-by-code: the BDE's own profile, identity numbers masked; undefined when there is no such BDE. */
export async function ownProfile(db: Db, id: number): Promise<BdeProfileResponse | undefined> {
  const row = await findExecutiveById(db, id);
  return row && profileOf(row);
}

/** A BDE's profile as the portal shows it, from their row. */
export function profileOf(row: ExecutiveRow): BdeProfileResponse {
  return {
    fullName: fullNameOf(row),
    mobileNumber: row.mobileNumber,
    email: row.email,
    state: row.state,
    district: row.district,
    bdeCode: row.bdeCode,
    regDate: row.createdAt.toISOString(),
    // Never decrypted for display: the stored last characters are enough.
    aadharMasked: maskAadhar(row.aadharLast4),
    panMasked: maskPan(row.panLast4),
    reviewStatus: row.reviewStatus,
    // The reason is for a registration not accepted; a note kept with a verification stays with staff.
    reviewReason: row.reviewStatus === 'rejected' ? row.reviewReason : null,
    language: row.language,
  };
}

/** The BDE signing in under a user name, in any letter case. */
export async function findExecutiveByUserName(db: Db, userName: string): Promise<ExecutiveRow | undefined> {
  const [row] = await db
    .select()
    .from(executives)
    .where(eq(executives.userNameKey, userName.toLowerCase()))
    .limit(1);
  return row;
}

/** The id and code of the BDE with this id, if there still is one. */
export async function findExecutiveCode(
  db: Db,
  id: number,
): Promise<{ id: number; bdeCode: string } | undefined> {
  const [row] = await db
    .select({ id: executives.id, bdeCode: executives.bdeCode })
    .from(executives)
    .where(eq(executives.id, id))
    .limit(1);
  return row;
}

/**
 * The id behind `bdeCode` when that BDE is below `callerId` in the referral tree, found by walking up
 * from that code to the root in one recursive query; null when it is not (or no such code exists).
 */
export async function downlineMemberId(db: Db, callerId: number, bdeCode: string): Promise<number | null> {
  const result = (await db.execute(sql`
    WITH RECURSIVE chain(id, parent, depth) AS (
      SELECT ${executives.id}, ${executives.referredById}, 0
        FROM ${executives} WHERE ${executives.bdeCode} = ${bdeCode}
      UNION ALL
      SELECT e.id, e.referred_by_id, chain.depth + 1
        FROM ${executives} e JOIN chain ON e.id = chain.parent
       WHERE chain.depth < ${MAX_DOWNLINE_DEPTH}
    )
    SELECT (SELECT id FROM chain WHERE depth = 0) AS "targetId",
           EXISTS (SELECT 1 FROM chain WHERE id = ${callerId} AND depth > 0) AS "inDownline"
  `)) as unknown as { rows: Array<{ targetId: number | null; inDownline: boolean }> };
  const [row] = result.rows;
  if (!row?.inDownline || row.targetId === null) return null;
  return Number(row.targetId);
}

/** The BDEs one BDE referred, in joining order: one scan of executives_referred_by_idx. */
export function childrenQuery(db: Db, parentId: number) {
  return db
    .select({
      firstName: executives.firstName,
      middleName: executives.middleName,
      lastName: executives.lastName,
      bdeCode: executives.bdeCode,
    })
    .from(executives)
    .where(eq(executives.referredById, parentId))
    .orderBy(asc(executives.createdAt), asc(executives.id));
}
