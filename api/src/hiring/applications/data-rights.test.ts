import { and, eq, inArray } from 'drizzle-orm';
import { BDE_DATA_PATHS, STAFF_ERASURE_PATHS } from 'shared/contract/bde-data';
import type { BdeDataExport, ErasureOutcome } from 'shared/contract/bde-data-responses';
import { STAFF_PATHS } from 'shared/contract/staff';
import { USER_PATHS } from 'shared/contract/user';
import type { UserDataExport } from 'shared/contract/user-data-responses';
import { auditLog, erasureRequests, jobApplications, staffNotes } from '../../db/schema';
import { insertExecutive, insertStaff, insertUser, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { RESUME_PDF, insertApplication, insertOpening } from './application-test-helpers';

// Candidates have no account; a user or a BDE who also applied with their address finds those
// applications in their data export, and they go with their account or their erasure.
jest.setTimeout(60_000);

let ctx: TestContext;
let asAdmin: TestAgent;
let opening: Awaited<ReturnType<typeof insertOpening>>;
let another: Awaited<ReturnType<typeof insertOpening>>;

beforeAll(async () => {
  ctx = await createTestApp();
  asAdmin = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id);
  opening = await insertOpening(ctx, { title: 'Frontend Developer' });
  another = await insertOpening(ctx, { title: 'QA Engineer' });
});
afterAll(() => ctx.close());

/** Two applications sent with `address` (one with a note on it), and a stranger's. */
async function applicationsOf(address: string) {
  const mine = [
    await insertApplication(ctx, {
      openingId: opening.id,
      email: address.toUpperCase(),
      name: 'Same Person',
      link: 'https://me.example',
      note: 'Available from July.',
      keepOnFile: true,
      createdAt: new Date('2026-05-01T05:00:00Z'),
      updatedAt: new Date('2026-05-02T05:00:00Z'),
    }),
    await insertApplication(ctx, {
      openingId: another.id,
      email: address,
      stage: 'not selected',
      notSelectedReason: 'Internal words',
      createdAt: new Date('2026-05-03T05:00:00Z'),
    }),
  ];
  const noted = await asAdmin.postJson(STAFF_PATHS.applicationNotes({ applicationId: mine[0].id }), {
    text: 'Good call.',
  });
  expect(noted.statusCode).toBe(201);
  const stranger = await insertApplication(ctx, { openingId: opening.id, email: `other.${address}` });
  return { mine, stranger };
}

const applicationRows = (ids: number[]) =>
  ctx.database.db.select().from(jobApplications).where(inArray(jobApplications.id, ids));
const notesOn = (ids: number[]) =>
  ctx.database.db
    .select()
    .from(staffNotes)
    .where(and(eq(staffNotes.subjectType, 'application'), inArray(staffNotes.subjectId, ids)));

const exported = (mine: Awaited<ReturnType<typeof applicationsOf>>['mine'], email: string) => [
  {
    openingTitle: 'Frontend Developer',
    stage: 'new',
    name: 'Same Person',
    email,
    mobile: '9876543210',
    city: 'Hyderabad',
    experienceYears: 2,
    link: 'https://me.example',
    note: 'Available from July.',
    keepOnFile: true,
    resume: { mimeType: 'application/pdf', sizeBytes: RESUME_PDF.length },
    appliedAt: '2026-05-01T05:00:00.000Z',
    updatedAt: '2026-05-02T05:00:00.000Z',
  },
  expect.objectContaining({
    openingTitle: 'QA Engineer',
    stage: 'not selected',
    appliedAt: mine[1].createdAt.toISOString(),
  }),
];

describe("a user's data", () => {
  test('the export holds the applications sent with their address (any case), not the reason or notes', async () => {
    const user = await insertUser(ctx, { email: 'Asha.Rao@example.com' });
    const { mine } = await applicationsOf('asha.rao@example.com');
    const agent = await signedInAgent(ctx, 'user', user.id);
    const response = await agent.get(USER_PATHS.exportData(user.id));
    expect(response.statusCode).toBe(200);
    const data = response.json<UserDataExport>();
    expect(data.applications).toEqual(exported(mine, 'asha.rao@example.com'));
    expect(response.body).not.toContain('Internal words');
    expect(response.body).not.toContain('Good call.');
  });

  test("deleting the account deletes those applications, their résumés and notes; nobody else's", async () => {
    const user = await insertUser(ctx, { email: 'Delete.Me@example.com' });
    const { mine, stranger } = await applicationsOf('delete.me@example.com');
    const agent = await signedInAgent(ctx, 'user', user.id);
    const response = await agent.postJson(USER_PATHS.deleteAccount(user.id), {
      password: 'correct horse battery',
    });
    expect(response.statusCode).toBe(204);
    const ids = mine.map((row) => row.id);
    expect(await applicationRows(ids)).toEqual([]);
    expect(await notesOn(ids)).toEqual([]);
    expect(await applicationRows([stranger.id])).toHaveLength(1);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.delete'), eq(auditLog.targetId, String(user.id))));
    expect(JSON.parse(audit.detail!)).toMatchObject({ applications: 2 });
  });
});

describe("a BDE's data", () => {
  test('the export holds the applications sent with their address', async () => {
    const bde = await insertExecutive(ctx, { email: 'Kiran.Bde@example.com' });
    const { mine } = await applicationsOf('kiran.bde@example.com');
    const agent = await signedInAgent(ctx, 'bde', bde.id);
    const response = await agent.get(BDE_DATA_PATHS.myData(bde.bdeCode));
    expect(response.statusCode).toBe(200);
    expect(response.json<BdeDataExport>().applications).toEqual(exported(mine, 'kiran.bde@example.com'));
    expect(response.body).not.toContain('Internal words');
  });

  test('carrying out their erasure deletes those applications and notes, and counts them', async () => {
    const bde = await insertExecutive(ctx, { email: 'Erase.Me@example.com' });
    const { mine, stranger } = await applicationsOf('erase.me@example.com');
    await ctx.database.db.insert(erasureRequests).values({ executiveId: bde.id, bdeCode: bde.bdeCode });
    const response = await asAdmin.request({
      method: 'POST',
      url: STAFF_ERASURE_PATHS.erase({ bdeCode: bde.bdeCode }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ErasureOutcome>().removed.applications).toBe(2);
    const ids = mine.map((row) => row.id);
    expect(await applicationRows(ids)).toEqual([]);
    expect(await notesOn(ids)).toEqual([]);
    expect(await applicationRows([stranger.id])).toHaveLength(1);
  });
});
