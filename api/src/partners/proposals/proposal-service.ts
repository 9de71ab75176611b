import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { ProposalSummaryResponse } from 'shared/contract/business-responses';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { proposals } from '../../db/schema';

/** accepted / sent as a percentage with two decimals; 0 when nothing was sent. */
export function acceptancePercentage(sent: number, accepted: number): number {
  return sent === 0 ? 0 : Math.round((accepted * 10_000) / sent) / 100;
}

/** Sent (every proposal) and accepted counts in one pass over proposals_executive_status_idx. */
export function proposalCountsQuery(db: Db, executiveId: number | Placeholder) {
  return db
    .select({
      sent: sql<number>`count(*)::int`,
      accepted: sql<number>`(count(*) filter (where ${proposals.status} = 'accepted'))::int`,
    })
    .from(proposals)
    .where(eq(proposals.executiveId, executiveId));
}

// Built once per database and prepared under a name: PostgreSQL parses and plans it once per connection.
const preparedCounts = perDatabase((db) =>
  proposalCountsQuery(db, sql.placeholder('executiveId')).prepare('proposal_counts'),
);

export async function proposalSummary(db: Db, executiveId: number): Promise<ProposalSummaryResponse> {
  const [row] = await preparedCounts(db).execute({ executiveId });
  return { sent: row.sent, accepted: row.accepted, percentage: acceptancePercentage(row.sent, row.accepted) };
}

/** A new proposal, as the schema types it; createdAt (optional) backdates it. */
type NewProposal = Pick<
  typeof proposals.$inferInsert,
  'executiveId' | 'companyName' | 'status' | 'createdAt'
>;

export async function addProposal(db: Db, proposal: NewProposal) {
  const [row] = await db.insert(proposals).values(proposal).returning();
  return row;
}
