import { sql } from 'drizzle-orm';
import { emailKeyOf } from 'shared/contract/email';
import { jobApplications, openings } from '../../db/schema';
import type { TestContext } from '../../test/test-app';
import { sealResume } from './resume-service';

/** A small PDF as a candidate would send it. */
export const RESUME_PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
  Buffer.alloc(300, 0x20),
  Buffer.from('\n%%EOF\n'),
]);

let openingCount = 0;

/** An opening as staff would publish it; a draft unless `status` says otherwise. */
export async function insertOpening(ctx: TestContext, overrides: Partial<typeof openings.$inferInsert> = {}) {
  openingCount += 1;
  const [row] = await ctx.database.db
    .insert(openings)
    .values({
      slug: `test-opening-${openingCount}`,
      status: 'published',
      title: `Test Opening ${openingCount}`,
      employmentType: 'full-time',
      city: 'Hyderabad',
      workMode: 'on-site',
      experienceMinYears: 1,
      experienceMaxYears: 3,
      description: 'Build things.',
      requirements: '- Care',
      ...overrides,
    })
    .returning();
  return row;
}

let applicationCount = 0;

/**
 * An application as the apply route stores it: the address as its key, the résumé (a small PDF unless
 * given) sealed under the row's own id, as staff open it.
 */
export async function insertApplication(
  ctx: TestContext,
  {
    resume = RESUME_PDF,
    ...overrides
  }: Partial<typeof jobApplications.$inferInsert> & { openingId: number; resume?: Buffer },
) {
  applicationCount += 1;
  const email = emailKeyOf(overrides.email ?? `candidate${applicationCount}@example.com`);
  return ctx.database.db.transaction(async (tx) => {
    const taken = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('job_applications', 'id'))::int as id`,
    )) as unknown as { rows: Array<{ id: number | string }> };
    const id = Number(taken.rows[0].id);
    const [row] = await tx
      .insert(jobApplications)
      .values({
        id,
        name: `Candidate ${applicationCount}`,
        mobile: '9876543210',
        city: 'Hyderabad',
        experienceYears: 2,
        resumeMimeType: 'application/pdf',
        resumeSizeBytes: resume.length,
        keyHash: `test-key-${id}`,
        ...overrides,
        email,
        resumeContent: sealResume(ctx.identity.cryptoBox, id, resume),
      })
      .returning();
    return row;
  });
}
