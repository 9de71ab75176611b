import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executiveDocuments } from '../../db/schema';
import type { DocumentStore } from '../../lib/document-store';

/** A copy is written a moment before its row; anything older than this with no row is an orphan. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Deletes stored copies no registration owns: left behind only if the process died between writing
 * a copy and committing (or rolling back) its registration. Runs when the server starts.
 */
export async function sweepOrphanDocuments(
  db: Db,
  documents: DocumentStore,
  now = Date.now(),
): Promise<number> {
  const files = (await documents.list()).filter((file) => now - file.modifiedAt > ORPHAN_AGE_MS);
  if (files.length === 0) return 0;
  const owned = new Set<string>();
  for (let start = 0; start < files.length; start += 500) {
    const names = files.slice(start, start + 500).map((file) => file.storageName);
    const rows = await db
      .select({ storageName: executiveDocuments.storageName })
      .from(executiveDocuments)
      .where(inArray(executiveDocuments.storageName, names));
    for (const row of rows) owned.add(row.storageName);
  }
  const orphans = files.map((file) => file.storageName).filter((name) => !owned.has(name));
  await documents.remove(orphans);
  return orphans.length;
}
