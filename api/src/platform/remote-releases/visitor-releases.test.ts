import { STAFF_RELEASE_PATHS } from 'shared/contract/releases';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { RELEASES, fakeSite, headingOf, releaseIn } from './release-test-kit';

jest.setTimeout(120_000);

const site = fakeSite();
let ctx: TestContext;
let admin: TestAgent;
let version = 0;

beforeAll(async () => {
  ctx = await createTestApp({ config: { shellDist: site.shellDist, remoteDists: site.remoteDists } });
  admin = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id);
});
afterAll(() => ctx.close());

async function step(path: string, body: Record<string, unknown> = {}) {
  const response = await admin.postJson(path, { remote: 'marketing', expect: version, ...body });
  expect(response.statusCode).toBe(200);
  version += 1;
}

/** The release a visitor's page was composed with, checked against what its /remotes.json says. */
async function visit(agent: TestAgent): Promise<string> {
  const page = await agent.get('/aboutus');
  expect(page.statusCode).toBe(200);
  const composed = releaseIn(page.body);
  expect(page.body).toContain(headingOf(composed!));
  const remotes = await agent.get('/remotes.json');
  expect(releaseIn(remotes.json().marketing)).toBe(composed);
  return composed!;
}

test('without a canary everyone gets the same release, with no cookie, and the answers may be shared', async () => {
  const agent = ctx.agent();
  const page = await agent.get('/aboutus');
  expect(releaseIn(page.body)).toBe(RELEASES.first);
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(page.headers.vary).toBe('Accept-Encoding');
  expect(String(page.headers['set-cookie'])).not.toMatch(/release-draw/);
  const remotes = await agent.get('/remotes.json');
  expect(remotes.headers['cache-control']).toBe('no-cache');
  expect(remotes.headers.vary).toBeUndefined();
});

test('a canary at 30%: about 30% of fresh visitors get it, page and /remotes.json alike, and each keeps it', async () => {
  await step(STAFF_RELEASE_PATHS.canary, { release: RELEASES.second, percent: 30 });
  const visitors = Array.from({ length: 400 }, () => ctx.agent());
  const first = await Promise.all(visitors.map(visit));
  const canary = first.filter((release) => release === RELEASES.second).length;
  expect(first.every((release) => release === RELEASES.first || release === RELEASES.second)).toBe(true);
  // 400 draws at 30%: 120 expected, a standard deviation of about 9.
  expect(canary).toBeGreaterThanOrEqual(120 - 40);
  expect(canary).toBeLessThanOrEqual(120 + 40);
  // Each keeps their release over later pages and visits.
  for (let round = 0; round < 3; round += 1) {
    expect(await Promise.all(visitors.slice(0, 60).map(visit))).toEqual(first.slice(0, 60));
  }
});

test('an answer that depends on the draw is private to the visitor, and the draw is a signed cookie', async () => {
  const agent = ctx.agent();
  const page = await agent.get('/aboutus');
  expect(page.headers['cache-control']).toBe('private, no-cache');
  expect(page.headers.vary).toBe('Accept-Encoding, Cookie');
  const cookie = String(page.headers['set-cookie']);
  expect(cookie).toMatch(/release-draw=[\w-]+\.[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
  const remotes = await agent.get('/remotes.json');
  expect(remotes.headers['cache-control']).toBe('private, no-cache');
  expect(remotes.headers.vary).toBe('Cookie');
  // Already drawn: not drawn again.
  expect(String(remotes.headers['set-cookie'])).not.toMatch(/release-draw/);

  // A draw the server did not sign is not taken: the visitor is drawn anew.
  const forged = ctx.agent();
  forged.cookies.set('release-draw', 'chosen-to-land-in-the-canary.bm90LWEtbWFj');
  const answer = await forged.get('/remotes.json');
  expect(String(answer.headers['set-cookie'])).toMatch(/release-draw=/);
  expect(forged.cookies.get('release-draw')).not.toBe('chosen-to-land-in-the-canary.bm90LWEtbWFj');
});

test('a higher share keeps every canary visitor in it; a new canary draws everyone anew', async () => {
  const visitors = Array.from({ length: 200 }, () => ctx.agent());
  const at30 = await Promise.all(visitors.map(visit));
  await step(STAFF_RELEASE_PATHS.canary, { release: RELEASES.second, percent: 60 });
  const at60 = await Promise.all(visitors.map(visit));
  at30.forEach((release, index) => {
    if (release === RELEASES.second) expect(at60[index]).toBe(RELEASES.second);
  });
  expect(at60.filter((release) => release === RELEASES.second).length).toBeGreaterThan(
    at30.filter((release) => release === RELEASES.second).length,
  );

  await step(STAFF_RELEASE_PATHS.canary, { release: RELEASES.third, percent: 60 });
  const anew = await Promise.all(visitors.map(visit));
  const inThird = anew.map((release) => release === RELEASES.third);
  const inSecond = at60.map((release) => release === RELEASES.second);
  // Drawn independently: the two canaries' visitors are not the same people.
  expect(inThird.some((value, index) => value !== inSecond[index])).toBe(true);
});

test('promotion moves every visitor to the canary, rollback moves them all back', async () => {
  const visitors = Array.from({ length: 50 }, () => ctx.agent());
  await Promise.all(visitors.map(visit));
  await step(STAFF_RELEASE_PATHS.promote);
  expect(new Set(await Promise.all(visitors.map(visit)))).toEqual(new Set([RELEASES.third]));
  expect((await ctx.agent().get('/aboutus')).headers['cache-control']).toBe('no-cache');
  await step(STAFF_RELEASE_PATHS.rollback);
  expect(new Set(await Promise.all(visitors.map(visit)))).toEqual(new Set([RELEASES.first]));
});

describe('a staff member pinned to a release', () => {
  let member: TestAgent;
  let memberId: number;
  beforeAll(async () => {
    memberId = (await insertStaff(ctx, { role: 'staff' })).id;
    member = await signedInAgent(ctx, 'staff', memberId);
  });

  test('gets it on every page and in /remotes.json, and each page says so, with the way to unpin', async () => {
    const pinned = await member.postJson(STAFF_RELEASE_PATHS.pin, {
      remote: 'marketing',
      release: RELEASES.third,
    });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().remotes[0]).toMatchObject({ remote: 'marketing', pinned: RELEASES.third });
    expect(String(pinned.headers['set-cookie'])).toMatch(/release-pin=[\w-]+\.[\w-]+; Max-Age=28800;/);
    expect(await visit(member)).toBe(RELEASES.third);
    const page = await member.get('/aboutus');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toMatch(
      /<aside class="release-pin-notice" aria-label="Pinned releases"[^>]*>This browser is pinned to Public pages release 3333333333333333 until \d\d:\d\d India time\. <a href="\/staff\/releases"[^>]*>Unpin in the back office<\/a><\/aside><\/body>/,
    );
    // Everyone else still gets stable, without the notice.
    const other = await ctx.agent().get('/aboutus');
    expect(releaseIn(other.body)).toBe(RELEASES.first);
    expect(other.body).not.toContain('release-pin-notice');
  });

  test('the pin needs their own staff session: signed out, or in another member’s browser, it does nothing', async () => {
    const pin = member.cookies.get('release-pin')!;
    const signedOut = ctx.agent();
    signedOut.cookies.set('release-pin', pin);
    expect(await visit(signedOut)).toBe(RELEASES.first);
    const another = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id);
    another.cookies.set('release-pin', pin);
    expect(await visit(another)).toBe(RELEASES.first);
    const forged = await signedInAgent(ctx, 'staff', memberId);
    forged.cookies.set('release-pin', `${pin.split('.')[0]}.${'A'.repeat(43)}`);
    expect(await visit(forged)).toBe(RELEASES.first);
  });

  test('it expires after 8 hours; unpinning ends it at once; only a published release can be pinned', async () => {
    ctx.clock.now += 8 * 60 * 60 * 1000 + 1_000;
    // The session is kept alive by the test; the pin is not.
    const again = await signedInAgent(ctx, 'staff', memberId);
    again.cookies.set('release-pin', member.cookies.get('release-pin')!);
    expect(await visit(again)).toBe(RELEASES.first);

    await again.postJson(STAFF_RELEASE_PATHS.pin, { remote: 'marketing', release: RELEASES.second });
    expect(await visit(again)).toBe(RELEASES.second);
    const unpinned = await again.postJson(STAFF_RELEASE_PATHS.unpin, { remote: 'marketing' });
    expect(unpinned.statusCode).toBe(200);
    expect(unpinned.json().pinExpiresAt).toBeNull();
    expect(await visit(again)).toBe(RELEASES.first);

    const refused = await again.postJson(STAFF_RELEASE_PATHS.pin, {
      remote: 'marketing',
      release: 'ffffffffffffffff',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['release']);
  });
});
