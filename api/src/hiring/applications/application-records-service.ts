import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ExportedApplication } from 'shared/contract/application-export-responses';
import { emailKeyOf } from 'shared/contract/email';
import type { Db } from '../../db/client';
import { jobApplications, openings, staffNotes } from '../../db/schema';
import { applicantColumns } from './application-service';

/** Applications are kept under the address's key (applying again with it updates the one there). */
const sentWith = (address: string) => eq(jobApplications.email, emailKeyOf(address));

/**
 * The job applications sent with `address`, as a person's data export holds them (oldest first):
 * a user or a BDE who also applied gets them with the rest of their data.
 */
export async function applicationsSentWith(db: Db, address: string): Promise<ExportedApplication[]> {
  const rows = await db
    .select({
      openingTitle: openings.title,
      stage: jobApplications.stage,
      ...applicantColumns,
      mimeType: jobApplications.resumeMimeType,
      sizeBytes: jobApplications.resumeSizeBytes,
      createdAt: jobApplications.createdAt,
      updatedAt: jobApplications.updatedAt,
    })
    .from(jobApplications)
    .innerJoin(openings, eq(openings.id, jobApplications.openingId))
    .where(sentWith(address))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
  return rows.map(({ mimeType, sizeBytes, createdAt, updatedAt, ...row }) => ({
    ...row,
    resume: { mimeType, sizeBytes },
    appliedAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
}

/**
 * Deletes the applications with the given ids, their résumés (in the row) and staff's notes on them,
 * in the caller's transaction; how many there were. The one way an application leaves before the
 * retention job takes it: its candidate's withdrawal, a user's deletion, a BDE's erasure.
 */
export async function deleteApplications(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await db
    .delete(staffNotes)
    .where(and(eq(staffNotes.subjectType, 'application'), inArray(staffNotes.subjectId, ids)));
  const deleted = await db
    .delete(jobApplications)
    .where(inArray(jobApplications.id, ids))
    .returning({ id: jobApplications.id });
  return deleted.length;
}

/** Deletes every application sent with `address` (with its résumé and notes); how many there were. */
export async function deleteApplicationsSentWith(db: Db, address: string): Promise<number> {
  const rows = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(sentWith(address))
    .for('update');
  return deleteApplications(
    db,
    rows.map((row) => row.id),
  );
}
