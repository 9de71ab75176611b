import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  maskAadhar,
  maskPan,
  type BdeProfileResponse,
  type HierarchyResponse,
} from 'shared/contract/executive';
import type { Database, Db } from '../../db/client';
import { executives } from '../../db/schema';
import { forbidden } from '../../lib/http-error';
import { NOT_YOUR_CODE, assertOwnCode, requireBde, type SignedInBde } from '../business/bde-access';

/** Far deeper than any real referral chain; it only bounds the walk up the tree. */
const MAX_DOWNLINE_DEPTH = 64;

export const NOT_IN_DOWNLINE = 'That BDE is not in your downline.';

type NameParts = { firstName: string; middleName: string | null; lastName: string };
export const fullNameOf = (row: NameParts) =>
  [row.firstName, row.middleName, row.lastName].filter((part) => part && part.trim()).join(' ');

/**
 * The id behind `bdeCode` when it is the caller or anyone below the caller in the referral tree,
 * found by walking up from that code to the root in one recursive query; otherwise 403.
 */
async function downlineMemberId(db: Db, caller: SignedInBde, bdeCode: string): Promise<number> {
  if (bdeCode === caller.bdeCode) return caller.id;
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
           EXISTS (SELECT 1 FROM chain WHERE id = ${caller.id} AND depth > 0) AS "inDownline"
  `)) as unknown as { rows: Array<{ targetId: number | null; inDownline: boolean }> };
  const [row] = result.rows;
  if (!row?.inDownline || row.targetId === null) throw forbidden(NOT_IN_DOWNLINE);
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

/** SPEC §7's portal calls on executives: the BDE's own profile, and one level of their downline. */
export function executivePortalRoutes(app: FastifyInstance, { db }: Database) {
  app.get<{ Params: { bdeCode: string } }>(
    '/api/Executive/get-by-code/:bdeCode',
    async (request, reply): Promise<BdeProfileResponse> => {
      const bde = await requireBde(request, db);
      assertOwnCode(bde, request.params.bdeCode);
      const [row] = await db.select().from(executives).where(eq(executives.id, bde.id)).limit(1);
      if (!row) throw forbidden(NOT_YOUR_CODE);
      reply.header('Cache-Control', 'no-store');
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
      };
    },
  );

  app.get<{ Params: { bdeCode: string } }>(
    '/api/Executive/hierarchy/:bdeCode',
    async (request, reply): Promise<HierarchyResponse> => {
      const bde = await requireBde(request, db);
      const parentId = await downlineMemberId(db, bde, request.params.bdeCode);
      const rows = await childrenQuery(db, parentId);
      reply.header('Cache-Control', 'no-store');
      return { children: rows.map((row) => ({ fullName: fullNameOf(row), bdeCode: row.bdeCode })) };
    },
  );
}
