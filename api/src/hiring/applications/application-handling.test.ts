import { and, desc, eq } from 'drizzle-orm';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { ApplicationDetailResponse } from 'shared/contract/staff-application-responses';
import { APPLICATION_MESSAGES } from 'shared/contract/staff-application-schema';
import { auditLog, jobApplications } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { RESUME_PDF, insertApplication, insertOpening } from './application-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
let recruiter: Awaited<ReturnType<typeof insertStaff>>;
let asRecruiter: TestAgent;
let asOffice: TestAgent;
let opening: Awaited<ReturnType<typeof insertOpening>>;

beforeAll(async () => {
  ctx = await createTestApp();
  recruiter = await insertStaff(ctx, { role: 'recruiter', name: 'Rekha Recruiter' });
  asRecruiter = await signedInAgent(ctx, 'staff', recruiter.id);
  asOffice = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id);
  opening = await insertOpening(ctx, { title: 'Senior Frontend Developer', status: 'published' });
});
afterAll(() => ctx.close());

const auditsOf = (id: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'application'), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.id));

const rowOf = async (id: number) =>
  (await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.id, id)))[0];

const stage = (id: number, body: Record<string, unknown>, agent = asRecruiter) =>
  agent.postJson(STAFF_PATHS.applicationStage({ applicationId: id }), body);

describe('one application', () => {
  test("every field the candidate sent, the résumé's type and size (not its content), no notes yet", async () => {
    const application = await insertApplication(ctx, {
      openingId: opening.id,
      name: 'Anjali Rao',
      email: 'Anjali.Rao@Example.com',
      mobile: '+91 98480 12345',
      city: 'Vizag',
      experienceYears: 4,
      link: 'https://linkedin.com/in/anjali',
      note: 'I can join in 30 days.',
      keepOnFile: true,
    });
    const response = await asRecruiter.get(STAFF_PATHS.application({ applicationId: application.id }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      id: application.id,
      opening: { id: opening.id, title: 'Senior Frontend Developer', status: 'published' },
      name: 'Anjali Rao',
      email: 'anjali.rao@example.com',
      mobile: '+91 98480 12345',
      city: 'Vizag',
      experienceYears: 4,
      link: 'https://linkedin.com/in/anjali',
      note: 'I can join in 30 days.',
      keepOnFile: true,
      stage: 'new',
      notSelectedReason: null,
      notSelectedSentAt: null,
      interviews: [],
      resume: { mimeType: 'application/pdf', sizeBytes: RESUME_PDF.length },
      createdAt: application.createdAt.toISOString(),
      updatedAt: application.updatedAt.toISOString(),
      notes: [],
    });
  });

  test('an unknown number is a 404; one that is not a number a 400 naming it', async () => {
    const missing = await asRecruiter.get(STAFF_PATHS.application({ applicationId: 987654 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().title).toBe(APPLICATION_MESSAGES.applicationNotFound);
    const bad = await asRecruiter.get(STAFF_PATHS.application({ applicationId: 'abc' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['applicationId']);
  });

  test('notes: added with their author, shown oldest first, audited by id only', async () => {
    const application = await insertApplication(ctx, { openingId: opening.id });
    const path = STAFF_PATHS.applicationNotes({ applicationId: application.id });
    const first = await asRecruiter.postJson(path, { text: 'Strong portfolio; call on Monday.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      text: 'Strong portfolio; call on Monday.',
      author: { id: recruiter.id, name: 'Rekha Recruiter' },
    });
    expect((await asRecruiter.postJson(path, { text: 'Called: available.' })).statusCode).toBe(201);
    const detail = (
      await asRecruiter.get(STAFF_PATHS.application({ applicationId: application.id }))
    ).json<ApplicationDetailResponse>();
    expect(detail.notes.map((note) => note.text)).toEqual([
      'Strong portfolio; call on Monday.',
      'Called: available.',
    ]);
    const [audit] = await auditsOf(application.id);
    expect(audit).toMatchObject({ action: 'application.note', staffId: recruiter.id });
    expect(audit.detail).not.toContain('available');

    expect((await asRecruiter.postJson(path, { text: '  ' })).statusCode).toBe(400);
    const none = await asRecruiter.postJson(STAFF_PATHS.applicationNotes({ applicationId: 987654 }), {
      text: 'Nobody',
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('moving a stage', () => {
  test('to another stage: the application moves and the audit row holds the stages', async () => {
    const application = await insertApplication(ctx, { openingId: opening.id });
    const response = await stage(application.id, { stage: 'screening' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ApplicationDetailResponse>().stage).toBe('screening');
    expect((await rowOf(application.id)).stage).toBe('screening');
    const [audit] = await auditsOf(application.id);
    expect(audit.action).toBe('application.update');
    expect(JSON.parse(audit.detail!)).toEqual({ before: { stage: 'new' }, after: { stage: 'screening' } });
    // The same stage again changes nothing and writes no row.
    expect((await stage(application.id, { stage: 'screening' })).statusCode).toBe(200);
    expect(await auditsOf(application.id)).toHaveLength(1);
  });

  test('Not selected needs a reason: without one it is a 400 naming it, and nothing changes', async () => {
    const application = await insertApplication(ctx, { openingId: opening.id, stage: 'interview' });
    for (const body of [{ stage: 'not selected' }, { stage: 'not selected', reason: '   ' }]) {
      const response = await stage(application.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.reason).toEqual([APPLICATION_MESSAGES.reasonRequired]);
    }
    expect((await rowOf(application.id)).stage).toBe('interview');
    expect(await auditsOf(application.id)).toEqual([]);
  });

  test('the reason is kept in the row for staff only: not in the audit log, dropped on moving on', async () => {
    const application = await insertApplication(ctx, { openingId: opening.id, stage: 'interview' });
    const reason = 'Strong on React, but no TypeScript yet.';
    const response = await stage(application.id, { stage: 'not selected', reason: `  ${reason} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json<ApplicationDetailResponse>()).toMatchObject({
      stage: 'not selected',
      notSelectedReason: reason,
    });
    expect((await rowOf(application.id)).notSelectedReason).toBe(reason);
    const [audit] = await auditsOf(application.id);
    expect(JSON.parse(audit.detail!)).toEqual({
      before: { stage: 'interview' },
      after: { stage: 'not selected' },
    });
    expect(audit.detail).not.toContain('TypeScript');

    const back = await stage(application.id, { stage: 'offer' });
    expect(back.json<ApplicationDetailResponse>()).toMatchObject({ stage: 'offer', notSelectedReason: null });
  });

  test.each([
    [{ stage: 'rejected' }, 'stage'],
    [{}, 'stage'],
    [{ stage: 'screening', reason: 'Why not' }, 'reason'],
    [{ stage: 'not selected', reason: 'x'.repeat(501) }, 'reason'],
    [{ stage: 'hired', colour: 'red' }, 'colour'],
    [{ stage: 7 }, 'stage'],
  ])('%j is a 400 naming %s', async (body, field) => {
    const application = await insertApplication(ctx, { openingId: opening.id });
    const response = await stage(application.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty([field]);
    expect((await rowOf(application.id)).stage).toBe('new');
  });

  test('an unknown application: 404', async () => {
    expect((await stage(987654, { stage: 'hired' })).statusCode).toBe(404);
  });
});

test('office staff may not read, note or move an application (403), and nothing changes', async () => {
  const application = await insertApplication(ctx, { openingId: opening.id });
  const applicationId = application.id;
  expect((await asOffice.get(STAFF_PATHS.application({ applicationId }))).statusCode).toBe(403);
  expect(
    (await asOffice.postJson(STAFF_PATHS.applicationNotes({ applicationId }), { text: 'Hi' })).statusCode,
  ).toBe(403);
  expect((await stage(applicationId, { stage: 'hired' }, asOffice)).statusCode).toBe(403);
  expect((await rowOf(applicationId)).stage).toBe('new');
  expect(await auditsOf(applicationId)).toEqual([]);
  const admin = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id);
  expect((await admin.get(STAFF_PATHS.application({ applicationId }))).statusCode).toBe(200);
});
