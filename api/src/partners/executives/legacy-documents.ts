import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executiveDocuments } from '../../db/schema';
import type { CryptoBox } from '../../lib/crypto-box';
import { documentAad } from '../../lib/document-store';

const NAME_PATTERN = /^[0-9a-f]{32}\.bin$/;

/** A file no row names and older than this is an orphan (an older release wrote it just before its row). */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * The uploads folder where releases before the copies moved into the database kept them: encrypted
 * with the data key (first format, no associated data) under random names.
 */
export class LegacyDocumentFolder {
  constructor(readonly folder: string) {}

  private pathOf(storageName: string): string {
    if (!NAME_PATTERN.test(storageName)) throw new Error('Not a stored document name.');
    return path.join(this.folder, storageName);
  }

  /** The file as stored (still encrypted); null when it is not there. */
  async read(storageName: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(storageName));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Deletes files; one already gone is fine. */
  async remove(storageNames: string[]): Promise<void> {
    await Promise.all(storageNames.map((name) => fs.rm(this.pathOf(name), { force: true })));
  }

  /** Stored names in the folder, with when each was written. */
  async list(): Promise<Array<{ storageName: string; modifiedAt: number }>> {
    let names: string[];
    try {
      names = await fs.readdir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const stored = names.filter((name) => NAME_PATTERN.test(name));
    return Promise.all(
      stored.map(async (storageName) => ({
        storageName,
        modifiedAt: (await fs.stat(path.join(this.folder, storageName))).mtimeMs,
      })),
    );
  }
}

interface LegacyMoveReport {
  /** Copies moved from files into their rows. */
  moved: number;
  /** Rows whose file is not in this instance's folder (another instance may have it). */
  missing: number;
  /** Files no row names, older than an hour, deleted. */
  orphansRemoved: number;
}

/**
 * Moves every copy an older release left in the uploads folder into its row: decrypted, encrypted
 * again bound to the row, stored in `content` with `storage_name` cleared, then the file deleted.
 * Files no row names are deleted too. Runs at start; safe to run on several instances at once (a row
 * is only taken while its content is still empty) and again after a crash.
 */
export async function moveLegacyDocuments(
  db: Db,
  cryptoBox: CryptoBox,
  folder: LegacyDocumentFolder,
  now = Date.now(),
): Promise<LegacyMoveReport> {
  const report: LegacyMoveReport = { moved: 0, missing: 0, orphansRemoved: 0 };
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: executiveDocuments.id, storageName: executiveDocuments.storageName })
      .from(executiveDocuments)
      .where(
        and(
          gt(executiveDocuments.id, after),
          isNotNull(executiveDocuments.storageName),
          isNull(executiveDocuments.content),
        ),
      )
      .orderBy(asc(executiveDocuments.id))
      .limit(50);
    if (rows.length === 0) break;
    for (const { id, storageName } of rows) {
      const sealed = await folder.read(storageName!);
      if (!sealed) {
        report.missing += 1;
        continue;
      }
      const content = cryptoBox.encrypt(cryptoBox.decrypt(sealed, documentAad(id)), documentAad(id));
      const updated = await db
        .update(executiveDocuments)
        .set({ content, storageName: null })
        .where(and(eq(executiveDocuments.id, id), isNull(executiveDocuments.content)))
        .returning({ id: executiveDocuments.id });
      if (updated.length) report.moved += 1;
      await folder.remove([storageName!]);
    }
    after = rows[rows.length - 1].id;
  }

  const old = (await folder.list()).filter((file) => now - file.modifiedAt > ORPHAN_AGE_MS);
  for (let start = 0; start < old.length; start += 500) {
    const names = old.slice(start, start + 500).map((file) => file.storageName);
    const owned = new Set(
      (
        await db
          .select({ storageName: executiveDocuments.storageName })
          .from(executiveDocuments)
          .where(inArray(executiveDocuments.storageName, names))
      ).map((row) => row.storageName),
    );
    const orphans = names.filter((name) => !owned.has(name));
    await folder.remove(orphans);
    report.orphansRemoved += orphans.length;
  }
  return report;
}
