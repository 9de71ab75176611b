import { eq } from 'drizzle-orm';
import { OPENING_MESSAGES } from 'shared/contract/opening-schema';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import { openings } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { FULL_TIME, NOW, auditCount, auditRows, createOpening, openingRows } from './opening-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
let as: TestAgent;

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = NOW;
  as = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'recruiter' })).id);
});
afterAll(() => ctx.close());

const MINUTE = 60_000;

/** POSTs a change of state a given number of minutes after NOW; answers the response. */
async function act(step: 'openingPublish' | 'openingClose' | 'openingReopen', id: number, minutes = 0) {
  ctx.clock.now = NOW + minutes * MINUTE;
  try {
    return await as.postJson(STAFF_PATHS[step]({ openingId: id }), {});
  } finally {
    ctx.clock.now = NOW;
  }
}

const at = (minutes: number) => new Date(NOW + minutes * MINUTE).toISOString();

describe('publishing, closing and reopening', () => {
  test('draft -> published -> closed -> draft -> published: times kept, each step audited', async () => {
    const draft = await createOpening(as, { title: 'Mobile Developer' });

    const published = await act('openingPublish', draft.id, 1);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'published',
      open: true,
      publishedAt: at(1),
      updatedAt: at(1),
      closedAt: null,
      slug: 'mobile-developer',
    });

    const closed = await act('openingClose', draft.id, 2);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'closed',
      open: false,
      publishedAt: at(1),
      closedAt: at(2),
      updatedAt: at(2),
    });

    const reopened = await act('openingReopen', draft.id, 3);
    expect(reopened.json()).toMatchObject({ status: 'draft', closedAt: null, updatedAt: at(3) });

    // Published again: the first publication's time stays (the opening was posted then).
    const again = await act('openingPublish', draft.id, 4);
    expect(again.json()).toMatchObject({ status: 'published', publishedAt: at(1), updatedAt: at(4) });

    const audits = (await auditRows(ctx))
      .filter((row) => row.targetType === 'opening' && row.targetId === String(draft.id))
      .map((row) => [row.action, row.detail]);
    expect(audits).toEqual([
      ['opening.create', { slug: 'mobile-developer' }],
      ['opening.publish', { slug: 'mobile-developer', from: 'draft', to: 'published', firstPublished: true }],
      ['opening.close', { slug: 'mobile-developer', from: 'published', to: 'closed' }],
      ['opening.reopen', { slug: 'mobile-developer', from: 'closed', to: 'draft' }],
      [
        'opening.publish',
        { slug: 'mobile-developer', from: 'draft', to: 'published', firstPublished: false },
      ],
    ]);
  });

  test.each([
    ['publish a published one', 'published', 'openingPublish', OPENING_MESSAGES.alreadyPublished],
    ['publish a closed one', 'closed', 'openingPublish', OPENING_MESSAGES.publishClosed],
    ['close a draft', 'draft', 'openingClose', OPENING_MESSAGES.closeNotPublished],
    ['close a closed one', 'closed', 'openingClose', OPENING_MESSAGES.closeNotPublished],
    ['reopen a draft', 'draft', 'openingReopen', OPENING_MESSAGES.reopenNotClosed],
    ['reopen a published one', 'published', 'openingReopen', OPENING_MESSAGES.reopenNotClosed],
  ] as const)('trying to %s is a 409 saying why; nothing changes', async (_what, status, step, message) => {
    const { id } = await createOpening(as, { title: `State ${status} ${step}` });
    await ctx.database.db.update(openings).set({ status }).where(eq(openings.id, id));
    const rows = await openingRows(ctx);
    const audits = await auditCount(ctx);
    const response = await act(step, id, 5);
    expect(response.statusCode).toBe(409);
    expect(response.json().title).toBe(message);
    expect(await openingRows(ctx)).toEqual(rows);
    expect(await auditCount(ctx)).toBe(audits);
  });

  test('an opening whose closing date has passed is not published (400 naming closesOn)', async () => {
    const { id } = await createOpening(as, { title: 'Expired Draft', closesOn: '2026-03-20' });
    // Ten days later in India: the date has passed.
    ctx.clock.now = Date.parse('2026-03-22T10:00:00Z');
    try {
      const later = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id);
      const response = await later.postJson(STAFF_PATHS.openingPublish({ openingId: id }), {});
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ closesOn: [OPENING_MESSAGES.closesOnPast] });
      const [row] = await ctx.database.db.select().from(openings).where(eq(openings.id, id));
      expect(row.status).toBe('draft');
      // A published opening whose date passed is no longer open, though still published.
      await ctx.database.db.update(openings).set({ status: 'published' }).where(eq(openings.id, id));
      const shown = (await later.get(STAFF_PATHS.opening({ openingId: id }))).json<StaffOpeningResponse>();
      expect(shown).toMatchObject({ status: 'published', open: false });
    } finally {
      ctx.clock.now = NOW;
    }
  });

  test('a closed opening cannot be edited until it is reopened (409)', async () => {
    const { id } = await createOpening(as, { title: 'Closed Role' });
    await act('openingPublish', id);
    await act('openingClose', id);
    const rows = await openingRows(ctx);
    const response = await as.postJson(STAFF_PATHS.opening({ openingId: id }), {
      ...FULL_TIME,
      title: 'New',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().title).toBe(OPENING_MESSAGES.editClosed);
    expect(await openingRows(ctx)).toEqual(rows);
  });

  test('changes of state to an opening that is not there are 404s', async () => {
    for (const step of ['openingPublish', 'openingClose', 'openingReopen'] as const) {
      expect((await act(step, 999_999)).statusCode).toBe(404);
    }
  });
});

describe('addresses', () => {
  const edit = (id: number, title: string) =>
    as.postJson(STAFF_PATHS.opening({ openingId: id }), { ...FULL_TIME, title });

  test('the same title again gets -2, then -3; a reserved word is never an address', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await createOpening(as, { title: 'Cloud Architect' })).slug);
    expect(slugs).toEqual(['cloud-architect', 'cloud-architect-2', 'cloud-architect-3']);
    expect((await createOpening(as, { title: 'Application' })).slug).toBe('application-2');
    expect((await createOpening(as, { title: 'తెలుగు' })).slug).toBe('opening');
    expect((await createOpening(as, { title: 'తెలుగు' })).slug).toBe('opening-2');
  });

  test('two openings saved at once with one title still get two addresses', async () => {
    const both = await Promise.all([
      as.postJson(STAFF_PATHS.openings, { ...FULL_TIME, title: 'Twin Role' }),
      as.postJson(STAFF_PATHS.openings, { ...FULL_TIME, title: 'Twin Role' }),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(both.map((response) => response.json<StaffOpeningResponse>().slug).sort()).toEqual([
      'twin-role',
      'twin-role-2',
    ]);
  });

  test("a draft's address follows its title; once published it never changes, closed and reopened too", async () => {
    const { id } = await createOpening(as, { title: 'Site Reliability Engineer' });
    const renamed = await edit(id, 'Platform Engineer');
    expect(renamed.json()).toMatchObject({ slug: 'platform-engineer' });
    expect((await auditRows(ctx, 'opening.update')).at(-1)!.detail).toEqual({
      fields: ['title'],
      slugBefore: 'site-reliability-engineer',
      slug: 'platform-engineer',
    });
    // The old address is free again.
    expect((await createOpening(as, { title: 'Site Reliability Engineer' })).slug).toBe(
      'site-reliability-engineer',
    );
    // Its own address is not "taken" by itself when the title is saved again in other letters.
    expect((await edit(id, 'PLATFORM engineer')).json()).toMatchObject({ slug: 'platform-engineer' });

    await act('openingPublish', id);
    expect((await edit(id, 'Staff Platform Engineer')).json()).toMatchObject({ slug: 'platform-engineer' });
    await act('openingClose', id);
    await act('openingReopen', id);
    expect((await edit(id, 'DevOps Engineer')).json()).toMatchObject({
      title: 'DevOps Engineer',
      slug: 'platform-engineer',
    });
  });
});
