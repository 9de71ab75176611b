import { and, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { openingIsOpen } from 'shared/contract/careers';
import type { OpeningResponse, PublicOpening } from 'shared/contract/careers-responses';
import { OPENING_FIELDS } from 'shared/contract/opening-schema';
import type { Db } from '../../db/client';
import { openings } from '../../db/schema';
import { pick } from '../../lib/pick';
import { preparedStatement } from '../../lib/prepared-statement';

/** The column of each field staff write on an opening, from the schema's list (a new field comes too). */
export const openingFieldColumns = pick(openings, OPENING_FIELDS);

/** What the public may read of an opening: what staff wrote (never its id or its applications). */
const PUBLIC_COLUMNS = {
  slug: openings.slug,
  ...openingFieldColumns,
  publishedAt: openings.publishedAt,
  updatedAt: openings.updatedAt,
};

// Read on every visit to /careers, its API and the sitemap: built and prepared once per database.
const openOpenings = preparedStatement('careers_open_openings', (db) =>
  db
    .select(PUBLIC_COLUMNS)
    .from(openings)
    .where(
      and(
        eq(openings.status, 'published'),
        isNotNull(openings.publishedAt),
        or(isNull(openings.closesOn), gte(openings.closesOn, sql.placeholder('today'))),
      ),
    )
    .orderBy(desc(openings.publishedAt), desc(openings.id)),
);

// A draft, or an opening closed before it was ever published, was never public: as if it did not exist.
const publicOpeningBySlug = preparedStatement('careers_opening_by_slug', (db) =>
  db
    .select({ ...PUBLIC_COLUMNS, status: openings.status })
    .from(openings)
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

/** Both queries keep only rows with a publication date. */
function toPublic({ publishedAt, updatedAt, ...row }: OpeningRow): PublicOpening {
  return { ...row, publishedAt: publishedAt!.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** The published openings that take applications on `today` (India time, YYYY-MM-DD), newest first. */
export async function listOpenOpenings(db: Db, today: string): Promise<PublicOpening[]> {
  return (await openOpenings(db).execute({ today })).map(toPublic);
}

/**
 * A public opening by its address, and whether it has closed (by staff, or its closing date passed
 * by `today`); null for none, a draft, or one never published.
 */
export async function findPublicOpening(
  db: Db,
  slug: string,
  today: string,
): Promise<OpeningResponse | null> {
  const [row] = await publicOpeningBySlug(db).execute({ slug });
  if (!row) return null;
  const { status, ...opening } = row;
  return { opening: toPublic(opening), closed: !openingIsOpen({ status, closesOn: row.closesOn }, today) };
}
