import { eq } from 'drizzle-orm';
import { executiveDocuments, executives } from '../db/schema';
import { insertStaff } from './fixtures';
import type { TestContext } from './test-app';

/**
 * A stored copy's content as the back office gets it: opened through the app's document store by a
 * staff member (so with its audit row, as every opening is); null when there is no such document.
 */
export async function openDocument(ctx: TestContext, documentId: number): Promise<Buffer | null> {
  const [owner] = await ctx.database.db
    .select({ bdeCode: executives.bdeCode })
    .from(executiveDocuments)
    .innerJoin(executives, eq(executives.id, executiveDocuments.executiveId))
    .where(eq(executiveDocuments.id, documentId));
  if (!owner) return null;
  const staff = await insertStaff(ctx);
  const actor = { staffId: staff.id, ipAddress: '127.0.0.1' };
  return (await ctx.app.identityDocuments.open(actor, owner.bdeCode, documentId))?.content ?? null;
}
