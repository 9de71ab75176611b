import crypto from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import type { OpeningRequest } from 'shared/contract/opening-schema';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import { SAMPLE_INTERNSHIP as INTERNSHIP, SAMPLE_OPENING as FULL_TIME } from 'shared/test/sample-opening';
import { auditLog, jobApplications, openings } from '../../db/schema';
import type { TestAgent, TestContext } from '../../test/test-app';

/** Thursday 12 March 2026, 15:30 in India. */
export const NOW = Date.parse('2026-03-12T10:00:00Z');
export const TODAY = '2026-03-12';

export { FULL_TIME, INTERNSHIP };

/** Creates an opening through the API and answers it (201 expected). */
export async function createOpening(agent: TestAgent, fields: Partial<OpeningRequest> = {}) {
  const response = await agent.postJson(STAFF_PATHS.openings, { ...FULL_TIME, ...fields });
  expect(response.statusCode).toBe(201);
  return response.json<StaffOpeningResponse>();
}

export const openingRows = (ctx: TestContext) =>
  ctx.database.db.select().from(openings).orderBy(asc(openings.id));

export async function auditRows(ctx: TestContext, action?: string) {
  const rows = await ctx.database.db
    .select()
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined)
    .orderBy(asc(auditLog.id));
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail ?? 'null') as unknown }));
}

export const auditCount = async (ctx: TestContext) =>
  (await ctx.database.db.select({ rows: count() }).from(auditLog))[0].rows;

/** A candidate's application to the opening, as the apply route would store it. */
export async function insertApplication(ctx: TestContext, openingId: number, email: string) {
  await ctx.database.db.insert(jobApplications).values({
    openingId,
    name: 'Candidate',
    email,
    mobile: '9876543210',
    city: 'Hyderabad',
    experienceYears: 2,
    resumeContent: Buffer.from('sealed'),
    resumeMimeType: 'application/pdf',
    resumeSizeBytes: 6,
    keyHash: crypto.randomBytes(16).toString('hex'),
  });
}
