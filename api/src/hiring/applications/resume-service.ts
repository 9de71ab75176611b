import { asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema';
import { aadFor, type CryptoBox } from '../../lib/crypto-box';

/**
 * Résumés at rest: encrypted with the data key into `job_applications.resume_content`, bound to their
 * row (moved to another row, one no longer decrypts). The back office opens one with `openResume`.
 */
export const resumeAad = (applicationId: number) =>
  aadFor('job_applications', 'resume_content', applicationId);

export function sealResume(box: CryptoBox, applicationId: number, content: Buffer): Buffer {
  return box.encrypt(content, resumeAad(applicationId));
}

export function openResume(box: CryptoBox, applicationId: number, sealed: Buffer): Buffer {
  return box.decrypt(sealed, resumeAad(applicationId));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Up to 5 MB each: a few per transaction. */
const BATCH = 5;

/**
 * Re-encrypts every résumé not yet under the current data key (part of `rotate-data-key`), a few rows
 * per transaction: each is rewritten whole or not at all, and a second run finds nothing to do.
 */
export async function rotateResumes(
  db: Db,
  box: CryptoBox,
): Promise<{ reencrypted: number; current: number }> {
  const report = { reencrypted: 0, current: 0 };
  for (let after = 0; ;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: jobApplications.id, content: jobApplications.resumeContent })
        .from(jobApplications)
        .where(gt(jobApplications.id, after))
        .orderBy(asc(jobApplications.id))
        .limit(BATCH)
        .for('update');
      for (const row of rows) {
        if (box.isCurrent(row.content)) {
          report.current += 1;
          continue;
        }
        let content: Buffer;
        try {
          content = box.reencrypt(row.content, resumeAad(row.id));
        } catch (error) {
          throw new Error(
            `The résumé of application #${row.id} cannot be decrypted (${reasonOf(error)}). Set ` +
              'DATA_KEY_PREVIOUS to the key it was written with and run this again (what was already re-encrypted stays so).',
            { cause: error },
          );
        }
        await tx
          .update(jobApplications)
          .set({ resumeContent: content })
          .where(eq(jobApplications.id, row.id));
        report.reencrypted += 1;
      }
      if (rows.length) after = rows[rows.length - 1].id;
      return rows.length < BATCH;
    });
    if (done) return report;
  }
}

/**
 * At start: the oldest and newest résumés must open with the data key ring, or the server refuses to
 * start (as it does for identity data) rather than fail when staff open one.
 */
export async function checkResumesOpen(db: Db, box: CryptoBox): Promise<void> {
  const query = (order: typeof asc) =>
    db
      .select({ id: jobApplications.id, content: jobApplications.resumeContent })
      .from(jobApplications)
      .orderBy(order(jobApplications.id))
      .limit(1);
  for (const row of [...(await query(asc)), ...(await query(desc))]) {
    try {
      openResume(box, row.id, row.content);
    } catch (error) {
      throw new Error(
        `DATA_KEY does not open the stored identity data: the résumé of application #${row.id} cannot be ` +
          `decrypted (${reasonOf(error)}). Start with the DATA_KEY it was written with, and any older key in ` +
          'DATA_KEY_PREVIOUS.',
        { cause: error },
      );
    }
  }
}
