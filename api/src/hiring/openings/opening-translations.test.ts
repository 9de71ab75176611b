import { asc } from 'drizzle-orm';
import { CAREERS_PATHS, OPENING_LIMITS } from 'shared/contract/careers';
import type { OpeningListResponse, OpeningResponse } from 'shared/contract/careers-responses';
import { OPENING_MESSAGES } from 'shared/contract/opening-schema';
import { TRANSLATED_FIELDS } from 'shared/contract/opening-translation';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import {
  OPENING_TRANSLATION_MESSAGES,
  type OpeningTranslationRequest,
} from 'shared/contract/staff-opening-translation-schema';
import { openingTranslations } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { FULL_TIME, NOW, auditCount, auditRows, createOpening, openingRows } from './opening-test-helpers';

// An opening's texts in the other five languages: the back office writes and removes them, the
// public API answers them in the page's language, else the English ones, named as such.
jest.setTimeout(60_000);

const TELUGU: OpeningTranslationRequest = {
  title: 'సీనియర్ ఫ్రంటెండ్ డెవలపర్',
  city: 'హైదరాబాద్',
  description: 'ఫ్రంటెండ్‌ను నడిపించండి.\n\n- కాంపొనెంట్‌లను డిజైన్ చేయండి',
  requirements: '- React లో 3 నుండి 5 సంవత్సరాలు',
};
const HINDI: OpeningTranslationRequest = {
  title: 'सीनियर फ्रंटएंड डेवलपर',
  city: 'हैदराबाद',
  description: 'फ्रंटएंड का नेतृत्व करें।',
  requirements: '- React में 3 से 5 साल',
};

let ctx: TestContext;
let asRecruiter: TestAgent;
let recruiterId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = NOW;
  recruiterId = (await insertStaff(ctx, { role: 'recruiter' })).id;
  asRecruiter = await signedInAgent(ctx, 'staff', recruiterId);
});
afterAll(() => ctx.close());

const save = (id: number, language: string, body: Record<string, unknown>) =>
  asRecruiter.postJson(STAFF_PATHS.openingTranslation({ openingId: id, language }), body);
const remove = (id: number, language: string) =>
  asRecruiter.postJson(STAFF_PATHS.openingTranslationRemove({ openingId: id, language }), {});
const translationRows = () =>
  ctx.database.db.select().from(openingTranslations).orderBy(asc(openingTranslations.language));
const inLanguage = (url: string, language?: string) =>
  ctx.agent().request({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

async function publish(opening: StaffOpeningResponse) {
  const response = await asRecruiter.postJson(STAFF_PATHS.openingPublish({ openingId: opening.id }), {});
  expect(response.statusCode).toBe(200);
}

describe('the back office', () => {
  test('saves an opening’s texts in a language, audited by field names; English stays untouched', async () => {
    const opening = await createOpening(asRecruiter, { title: 'Translated Role' });
    const english = await openingRows(ctx);
    ctx.clock.now = NOW + 60_000;
    const response = await save(opening.id, 'te', TELUGU);
    ctx.clock.now = NOW;
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const at = new Date(NOW + 60_000).toISOString();
    expect(response.json<StaffOpeningResponse>()).toEqual({
      ...opening,
      translations: [{ language: 'te', ...TELUGU, updatedAt: at }],
    });
    expect(await openingRows(ctx)).toEqual(english);
    const [audit] = await auditRows(ctx, 'opening.translation-save');
    expect(audit).toMatchObject({
      staffId: recruiterId,
      targetType: 'opening',
      targetId: String(opening.id),
      detail: { slug: opening.slug, language: 'te', fields: [...TRANSLATED_FIELDS], added: true },
    });
    expect(JSON.stringify(audit)).not.toContain(TELUGU.city);

    // The same again changes nothing and records nothing; one field changed is named alone.
    const audits = await auditCount(ctx);
    expect((await save(opening.id, 'te', TELUGU)).statusCode).toBe(200);
    expect(await auditCount(ctx)).toBe(audits);
    await save(opening.id, 'te', { ...TELUGU, title: 'ఫ్రంటెండ్ డెవలపర్' });
    expect((await auditRows(ctx, 'opening.translation-save')).at(-1)?.detail).toEqual({
      slug: opening.slug,
      language: 'te',
      fields: ['title'],
      added: false,
    });

    // Each language apart, listed in the language list's order whatever the order written.
    await save(opening.id, 'hi', HINDI);
    const read = (
      await asRecruiter.get(STAFF_PATHS.opening({ openingId: opening.id }))
    ).json<StaffOpeningResponse>();
    expect(read.translations.map((translation) => translation.language)).toEqual(['te', 'hi']);
    expect(read.translations[0]).toMatchObject({ title: 'ఫ్రంటెండ్ డెవలపర్' });
  });

  test('removes them, audited; removing texts it does not have is a 404 that records nothing', async () => {
    const opening = await createOpening(asRecruiter, { title: 'Removed Texts' });
    await save(opening.id, 'ta', TELUGU);
    const response = await remove(opening.id, 'ta');
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffOpeningResponse>().translations).toEqual([]);
    expect((await auditRows(ctx, 'opening.translation-remove')).at(-1)).toMatchObject({
      targetId: String(opening.id),
      detail: { slug: opening.slug, language: 'ta' },
    });
    const audits = await auditCount(ctx);
    const again = await remove(opening.id, 'ta');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ title: OPENING_TRANSLATION_MESSAGES.notFound, status: 404 });
    expect(await auditCount(ctx)).toBe(audits);
  });

  type Bad = [string, string, Record<string, unknown>, string, string];
  test.each<Bad>([
    ['English', 'en', TELUGU, 'language', OPENING_TRANSLATION_MESSAGES.language],
    ['no language of the site', 'xx', TELUGU, 'language', OPENING_TRANSLATION_MESSAGES.language],
    ['a language in capitals', 'TE', TELUGU, 'language', OPENING_TRANSLATION_MESSAGES.language],
    ['no title', 'te', { ...TELUGU, title: '  ' }, 'title', 'This field is required.'],
    [
      'a city too long',
      'te',
      { ...TELUGU, city: 'న'.repeat(61) },
      'city',
      `At most ${OPENING_LIMITS.city} characters.`,
    ],
    [
      'a description too long',
      'te',
      { ...TELUGU, description: 'x'.repeat(OPENING_LIMITS.description + 1) },
      'description',
      `At most ${OPENING_LIMITS.description} characters.`,
    ],
    [
      'a hidden direction mark',
      'te',
      { ...TELUGU, requirements: 'a\u202e' },
      'requirements',
      'Remove control or text-direction characters.',
    ],
    ['a field of the opening’s own', 'te', { ...TELUGU, workMode: 'remote' }, 'workMode', 'Unknown field.'],
    ['a title that is not text', 'te', { ...TELUGU, title: 42 }, 'title', 'Must be text.'],
  ])('%s: 400 naming the field, nothing stored or audited', async (_what, language, body, field, message) => {
    const [opening] = await openingRows(ctx);
    const rows = await translationRows();
    const audits = await auditCount(ctx);
    const response = await save(opening!.id, language, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    expect(await translationRows()).toEqual(rows);
    expect(await auditCount(ctx)).toBe(audits);
  });

  test('a body missing its texts is a 400 naming each; a bad language is a 400 when removing too', async () => {
    const [opening] = await openingRows(ctx);
    const response = await save(opening!.id, 'kn', { title: 'ಶೀರ್ಷಿಕೆ' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(
      ['city', 'description', 'requirements'].sort(),
    );
    const removing = await remove(opening!.id, 'fr');
    expect(removing.statusCode).toBe(400);
    expect(removing.json<{ errors: object }>().errors).toEqual({
      language: [OPENING_TRANSLATION_MESSAGES.language],
    });
  });

  test('no such opening is a 404; a closed one must be reopened first (409), nothing changed', async () => {
    expect((await save(999_999, 'te', TELUGU)).json()).toMatchObject({
      status: 404,
      title: OPENING_MESSAGES.notFound,
    });
    expect((await remove(999_999, 'te')).statusCode).toBe(404);
    const opening = await createOpening(asRecruiter, { title: 'Closed Role' });
    await save(opening.id, 'ml', TELUGU);
    await publish(opening);
    await asRecruiter.postJson(STAFF_PATHS.openingClose({ openingId: opening.id }), {});
    const rows = await translationRows();
    for (const response of [await save(opening.id, 'ml', HINDI), await remove(opening.id, 'ml')]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ title: OPENING_MESSAGES.editClosed });
    }
    expect(await translationRows()).toEqual(rows);
  });

  test('a staff member without hiring may not write them', async () => {
    const [opening] = await openingRows(ctx);
    const other = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id);
    const url = STAFF_PATHS.openingTranslation({ openingId: opening!.id, language: 'te' });
    expect((await other.postJson(url, TELUGU)).statusCode).toBe(403);
  });
});

describe('the public API', () => {
  test('answers an opening in the language asked for, else in English with the English texts named', async () => {
    const opening = await createOpening(asRecruiter, {
      ...FULL_TIME,
      title: 'Public Translated Role',
      closesOn: null,
    });
    await publish(opening);
    ctx.clock.now = NOW + 120_000;
    await save(opening.id, 'te', TELUGU);
    ctx.clock.now = NOW;
    const url = CAREERS_PATHS.opening({ slug: opening.slug });

    const telugu = await inLanguage(url, 'te-IN,te;q=0.9,en;q=0.8');
    expect(telugu.statusCode).toBe(200);
    expect(telugu.headers.vary).toContain('Accept-Language');
    expect(telugu.json<OpeningResponse>().opening).toMatchObject({
      ...TELUGU,
      slug: opening.slug,
      workMode: FULL_TIME.workMode,
      englishFields: [],
      // Its texts changed after the opening did: the page in Telugu last changed then.
      updatedAt: new Date(NOW + 120_000).toISOString(),
    });

    for (const language of ['hi', undefined]) {
      const answer = (await inLanguage(url, language)).json<OpeningResponse>().opening;
      expect(answer).toMatchObject({
        title: 'Public Translated Role',
        city: FULL_TIME.city,
        description: FULL_TIME.description,
        requirements: FULL_TIME.requirements,
        updatedAt: opening.updatedAt,
        englishFields: language ? [...TRANSLATED_FIELDS] : [],
      });
    }

    const list = (await inLanguage(CAREERS_PATHS.openings, 'te')).json<OpeningListResponse>().openings;
    expect(list.find((item) => item.slug === opening.slug)).toMatchObject({
      title: TELUGU.title,
      englishFields: [],
    });
    expect(list.find((item) => item.slug !== opening.slug)).toMatchObject({
      englishFields: [...TRANSLATED_FIELDS],
    });
  });
});
