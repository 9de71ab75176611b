import { and, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { openingIsOpen } from 'shared/contract/careers';
import type { OpeningResponse, PublicOpening } from 'shared/contract/careers-responses';
import type { Language } from 'shared/contract/account-language';
import { OPENING_FIELDS } from 'shared/contract/opening-schema';
import { TRANSLATED_FIELDS } from 'shared/contract/opening-translation';
import type { Db } from '../../db/client';
import { openingTranslations, openings } from '../../db/schema';
import { pick } from '../../lib/pick';
import { preparedStatement } from '../../lib/prepared-statement';

/** The column of each field staff write on an opening, from the schema's list (a new field comes too). */
export const openingFieldColumns = pick(openings, OPENING_FIELDS);

/**
 * What the public may read of an opening: what staff wrote (never its id or its applications), and
 * its texts in the language asked for, if it has them.
 */
const PUBLIC_COLUMNS = {
  slug: openings.slug,
  ...openingFieldColumns,
  publishedAt: openings.publishedAt,
  updatedAt: openings.updatedAt,
  translated: {
    ...pick(openingTranslations, TRANSLATED_FIELDS),
    updatedAt: openingTranslations.updatedAt,
  },
};

// English has no row there: asked in English, every opening is its own row.
const inLanguage = and(
  eq(openingTranslations.openingId, openings.id),
  eq(openingTranslations.language, sql.placeholder('language')),
);

/** Published, and taking applications on the day given as the `today` placeholder. */
const openToday = () =>
  and(
    eq(openings.status, 'published'),
    isNotNull(openings.publishedAt),
    or(isNull(openings.closesOn), gte(openings.closesOn, sql.placeholder('today'))),
  );

// Read on every visit to /careers and its API: built and prepared once per database.
const openOpenings = preparedStatement('careers_open_openings', (db) =>
  db
    .select(PUBLIC_COLUMNS)
    .from(openings)
    .leftJoin(openingTranslations, inLanguage)
    .where(openToday())
    .orderBy(desc(openings.publishedAt), desc(openings.id)),
);

// Read on every request for the sitemap: each open opening once a language it has texts in (once
// when it has none).
const openOpeningChanges = preparedStatement('careers_open_opening_changes', (db) =>
  db
    .select({
      slug: openings.slug,
      updatedAt: openings.updatedAt,
      language: openingTranslations.language,
      translatedAt: openingTranslations.updatedAt,
    })
    .from(openings)
    .leftJoin(openingTranslations, eq(openingTranslations.openingId, openings.id))
    .where(openToday())
    .orderBy(desc(openings.publishedAt), desc(openings.id)),
);

// A draft, or an opening closed before it was ever published, was never public: as if it did not exist.
const publicOpeningBySlug = preparedStatement('careers_opening_by_slug', (db) =>
  db
    .select({ ...PUBLIC_COLUMNS, status: openings.status })
    .from(openings)
    .leftJoin(openingTranslations, inLanguage)
    .where(
      and(
        eq(openings.slug, sql.placeholder('slug')),
        inArray(openings.status, ['published', 'closed']),
        isNotNull(openings.publishedAt),
      ),
    )
    .limit(1),
);

type OpeningRow = Awaited<ReturnType<ReturnType<typeof openOpenings>['execute']>>[number];

/**
 * The opening in the language asked for: its texts there, else the English ones, named so that a page
 * marks them. Its time of change is the later of its own and its texts'. Both queries keep only rows
 * with a publication date.
 */
function toPublic(
  { publishedAt, updatedAt, translated, ...row }: OpeningRow,
  language: Language,
): PublicOpening {
  const changed = translated && translated.updatedAt > updatedAt ? translated.updatedAt : updatedAt;
  return {
    ...row,
    ...(translated && pick(translated, TRANSLATED_FIELDS)),
    publishedAt: publishedAt!.toISOString(),
    updatedAt: changed.toISOString(),
    englishFields: translated || language === 'en' ? [] : [...TRANSLATED_FIELDS],
  };
}

/**
 * The published openings that take applications on `today` (India time, YYYY-MM-DD), newest first,
 * in `language` where they have it.
 */
export async function listOpenOpenings(
  db: Db,
  today: string,
  language: Language = 'en',
): Promise<PublicOpening[]> {
  return (await openOpenings(db).execute({ today, language })).map((row) => toPublic(row, language));
}

/** When an open opening last changed: as read in English, and in each language it has texts in. */
export interface OpeningChanges {
  slug: string;
  updatedAt: string;
  /** A language's page changes with its texts and with the opening's own fields: the later of both. */
  updatedIn: Partial<Record<Language, string>>;
}

/** The open openings on `today` (newest first) and when each last changed, in each language. */
export async function listOpenOpeningChanges(db: Db, today: string): Promise<OpeningChanges[]> {
  const bySlug = new Map<string, OpeningChanges>();
  for (const { slug, updatedAt, language, translatedAt } of await openOpeningChanges(db).execute({ today })) {
    let changes = bySlug.get(slug);
    if (!changes) {
      changes = { slug, updatedAt: updatedAt.toISOString(), updatedIn: {} };
      bySlug.set(slug, changes);
    }
    if (language && translatedAt)
      changes.updatedIn[language] = (translatedAt > updatedAt ? translatedAt : updatedAt).toISOString();
  }
  return [...bySlug.values()];
}

/**
 * A public opening by its address, in `language` where it has it, and whether it has closed (by
 * staff, or its closing date passed by `today`); null for none, a draft, or one never published.
 */
export async function findPublicOpening(
  db: Db,
  slug: string,
  today: string,
  language: Language = 'en',
): Promise<OpeningResponse | null> {
  const [row] = await publicOpeningBySlug(db).execute({ slug, language });
  if (!row) return null;
  const { status, ...opening } = row;
  return {
    opening: toPublic(opening, language),
    closed: !openingIsOpen({ status, closesOn: row.closesOn }, today),
  };
}
