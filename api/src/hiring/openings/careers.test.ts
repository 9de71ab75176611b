import { CAREERS_PATHS } from 'shared/contract/careers';
import type { OpeningListResponse, OpeningResponse } from 'shared/contract/careers-responses';
import { INDIA_OFFSET_MS } from '../../lib/india-time';
import { openingTranslations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { SEEDED, dayInIndia, insertOpening, updateOpening } from './openings-test-kit';
import { OPENING_NOT_FOUND } from './routes';

// A fresh database per file starts slowly on a busy machine; Jest's 5 s default is too tight.
jest.setTimeout(60_000);

const ORIGIN = 'https://www.deccanstack.example';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { publicOrigin: ORIGIN } });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.agent().get(url);
const listed = async () =>
  ((await get(CAREERS_PATHS.openings)).json() as OpeningListResponse).openings.map((o) => o.slug);
const sitemap = async () => (await get('/sitemap.xml')).body;

test('the two seeded openings are published, open, newest first, with their words and facts', async () => {
  const response = await get(CAREERS_PATHS.openings);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  const { openings } = response.json() as OpeningListResponse;
  const seeded = openings.filter((o) => Object.values(SEEDED).includes(o.slug as never));
  expect(seeded.map((o) => o.slug)).toEqual([SEEDED.intern, SEEDED.senior]);
  expect(seeded[0]).toMatchObject({
    title: '.NET Full Stack Developer Intern',
    employmentType: 'internship',
    salaryPeriod: 'unpaid',
    durationMonths: 3,
    closesOn: null,
  });
  expect(seeded[1]).toMatchObject({ experienceMinYears: 3, experienceMaxYears: 5, workMode: 'hybrid' });
  expect(seeded[1]!.description).toContain('React or Angular');
});

test('only published openings open today are listed: drafts, closed and expired ones are not', async () => {
  const newest = await insertOpening(ctx, { publishedAt: new Date(ctx.clock.now + 60_000) });
  const today = await insertOpening(ctx, { closesOn: dayInIndia(ctx, 0) });
  const draft = await insertOpening(ctx, { status: 'draft', publishedAt: null });
  const closed = await insertOpening(ctx, { status: 'closed', closedAt: new Date(ctx.clock.now) });
  const expired = await insertOpening(ctx, { closesOn: dayInIndia(ctx, -1) });
  const slugs = await listed();
  expect(slugs[0]).toBe(newest.slug);
  expect(slugs).toContain(today.slug);
  for (const hidden of [draft, closed, expired]) expect(slugs).not.toContain(hidden.slug);
});

test('one opening by its slug: 200 while open, its words as staff wrote them', async () => {
  const response = await get(CAREERS_PATHS.opening({ slug: SEEDED.senior }));
  expect(response.statusCode).toBe(200);
  const body = response.json() as OpeningResponse;
  expect(body.closed).toBe(false);
  expect(body.opening).toMatchObject({ slug: SEEDED.senior, employmentType: 'full-time' });
  expect(Object.keys(body.opening)).not.toContain('id');
  expect(response.headers['x-robots-tag']).toBeUndefined();
});

test('an address no opening has, or a draft, is 404 with a JSON title', async () => {
  const draft = await insertOpening(ctx, { status: 'draft', publishedAt: null });
  for (const slug of ['no-such-opening', draft.slug, 'application', 'DOTNET-FULL-STACK-DEVELOPER-INTERN']) {
    const response = await get(CAREERS_PATHS.opening.pattern.replace(':slug', slug));
    expect({ slug, status: response.statusCode }).toEqual({ slug, status: 404 });
    expect(response.json()).toEqual({ title: OPENING_NOT_FOUND, status: 404 });
  }
});

test('a closed opening answers 410 with the opening, closed: true and noindex', async () => {
  const opening = await insertOpening(ctx);
  await updateOpening(ctx, opening.slug, { status: 'closed', closedAt: new Date(ctx.clock.now) });
  const response = await get(CAREERS_PATHS.opening({ slug: opening.slug }));
  expect(response.statusCode).toBe(410);
  expect(response.headers['x-robots-tag']).toBe('noindex');
  expect(response.json()).toMatchObject({
    closed: true,
    opening: { slug: opening.slug, title: opening.title },
  });
});

test('an opening is open through its closing day in India and 410 from the next', async () => {
  const saved = ctx.clock.now;
  try {
    // 23:59 and 00:00 in India on 2030-03-05 / 2030-03-06.
    const indiaMidnight = Date.UTC(2030, 2, 6) - INDIA_OFFSET_MS;
    ctx.clock.now = indiaMidnight - 60_000;
    const opening = await insertOpening(ctx, { closesOn: '2030-03-05' });
    expect((await get(CAREERS_PATHS.opening({ slug: opening.slug }))).statusCode).toBe(200);
    expect(await listed()).toContain(opening.slug);
    expect(await sitemap()).toContain(`/careers/${opening.slug}<`);

    ctx.clock.now = indiaMidnight;
    const expired = await get(CAREERS_PATHS.opening({ slug: opening.slug }));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ closed: true });
    expect(await listed()).not.toContain(opening.slug);
    expect(await sitemap()).not.toContain(`/careers/${opening.slug}<`);
  } finally {
    ctx.clock.now = saved;
  }
});

test('sitemap.xml lists each open opening with its last change; a closed one leaves it', async () => {
  const opening = await insertOpening(ctx);
  await updateOpening(ctx, opening.slug, {
    title: 'Renamed',
    updatedAt: new Date('2026-11-20T08:15:30.250Z'),
  });
  // (Each address also names its six languages' addresses after its lastmod.)
  const entry = (xml: string, prefix = '') =>
    new RegExp(
      `<url>\\s*<loc>${ORIGIN}${prefix}/careers/${opening.slug}</loc>\\s*<lastmod>([^<]+)</lastmod>\\s*<xhtml:link`,
    ).exec(xml)?.[1];
  expect(entry(await sitemap())).toBe('2026-11-20T08:15:30Z');
  expect(entry(await sitemap(), '/te')).toBe('2026-11-20T08:15:30Z');
  for (const slug of Object.values(SEEDED))
    expect(await sitemap()).toContain(`<loc>${ORIGIN}/careers/${slug}</loc>`);

  await updateOpening(ctx, opening.slug, { status: 'closed' });
  expect(entry(await sitemap())).toBeUndefined();
  // The route pattern itself is never an address.
  expect(await sitemap()).not.toContain(':slug');
});

test('in the sitemap, a language with texts of its own changes when they do; the others with the opening', async () => {
  const opening = await insertOpening(ctx);
  await updateOpening(ctx, opening.slug, { updatedAt: new Date('2026-11-20T08:15:30Z') });
  await ctx.database.db.insert(openingTranslations).values({
    openingId: opening.id,
    language: 'te',
    title: 'బ్యాకెండ్ డెవలపర్',
    city: 'హైదరాబాద్',
    description: 'మా APIలను మీరే నడిపించండి.',
    requirements: '- TypeScript',
    updatedAt: new Date('2026-11-25T10:00:00Z'),
  });
  const lastmod = (xml: string, prefix: string) =>
    new RegExp(`<loc>${ORIGIN}${prefix}/careers/${opening.slug}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(
      xml,
    )?.[1];
  let xml = await sitemap();
  expect(lastmod(xml, '/te')).toBe('2026-11-25T10:00:00Z');
  for (const prefix of ['', '/hi', '/ta', '/kn', '/ml'])
    expect(lastmod(xml, prefix)).toBe('2026-11-20T08:15:30Z');
  // Each address still names the same seven, the opening listed once a language.
  expect(xml.split(`<loc>${ORIGIN}/te/careers/${opening.slug}</loc>`)).toHaveLength(2);

  // A later change to the opening's own fields changes its Telugu page too.
  await updateOpening(ctx, opening.slug, { updatedAt: new Date('2026-12-01T09:00:00Z') });
  xml = await sitemap();
  expect(lastmod(xml, '/te')).toBe('2026-12-01T09:00:00Z');
  expect(lastmod(xml, '')).toBe('2026-12-01T09:00:00Z');
});
