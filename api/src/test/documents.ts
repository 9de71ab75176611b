import { eq } from 'drizzle-orm';
import { executiveDocuments, executives } from '../db/schema';
import { takeId } from '../partners/executives/identity-data';
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

/** A BDE's identity-document copy, sealed and stored as registration stores it. */
export async function insertDocument(
  ctx: TestContext,
  executiveId: number,
  { kind, mimeType, content }: { kind: 'aadhar' | 'pan'; mimeType: string; content: Buffer },
) {
  return ctx.database.db.transaction(async (tx) => {
    const id = await takeId(tx, 'executive_documents');
    const [row] = await tx
      .insert(executiveDocuments)
      .values({
        id,
        executiveId,
        kind,
        mimeType,
        sizeBytes: content.length,
        content: ctx.app.identityDocuments.seal(id, content),
      })
      .returning({ id: executiveDocuments.id });
    return row;
  });
}
