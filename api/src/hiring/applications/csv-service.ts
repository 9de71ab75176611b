import { Readable } from 'node:stream';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { APPLICATIONS_CSV_HEADER } from 'shared/contract/staff-application-responses';
import type { Db } from '../../db/client';
import { jobApplications, openings } from '../../db/schema';
import { csvRow, csvStart } from '../../lib/csv';
import { applicantColumns } from './application-service';

/** The opening's title and slug, and how many applications it has; null when there is no such opening. */
export async function openingForExport(db: Db, openingId: number) {
  const [opening] = await db
    .select({ title: openings.title, slug: openings.slug })
    .from(openings)
    .where(eq(openings.id, openingId));
  if (!opening) return null;
  const [{ rows }] = await db
    .select({ rows: count() })
    .from(jobApplications)
    .where(eq(jobApplications.openingId, openingId));
  return { ...opening, rows: Number(rows) };
}

const BATCH = 500;

/** The opening's applications, oldest first, a batch at a time (never the whole list in memory). */
async function* applicationsInBatches(db: Db, openingId: number) {
  for (let after = 0; ;) {
    const rows = await db
      .select({
        id: jobApplications.id,
        ...applicantColumns,
        stage: jobApplications.stage,
        createdAt: jobApplications.createdAt,
        updatedAt: jobApplications.updatedAt,
      })
      .from(jobApplications)
      .where(and(eq(jobApplications.openingId, openingId), gt(jobApplications.id, after)))
      .orderBy(asc(jobApplications.id))
      .limit(BATCH);
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

async function* csvLines(db: Db, openingId: number) {
  yield csvStart(APPLICATIONS_CSV_HEADER);
  for await (const rows of applicationsInBatches(db, openingId)) {
    yield rows
      .map((row) =>
        csvRow([
          String(row.id),
          row.name,
          row.email,
          row.mobile,
          row.city,
          String(row.experienceYears),
          row.link ?? '',
          row.note ?? '',
          row.stage,
          row.keepOnFile ? 'yes' : 'no',
          row.createdAt.toISOString(),
          row.updatedAt.toISOString(),
        ]),
      )
      .join('');
  }
}

/** The opening's applications as a stream of CSV text: the header, then a batch of records at a time. */
export const applicationsCsv = (db: Db, openingId: number) => Readable.from(csvLines(db, openingId));
