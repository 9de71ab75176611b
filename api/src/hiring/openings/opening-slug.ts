import { and, ne, sql } from 'drizzle-orm';
import { RESERVED_OPENING_SLUGS } from 'shared/contract/careers';
import type { Db } from '../../db/client';
import { openings } from '../../db/schema';

/** Long enough for any sensible title's words; the address stays readable. */
export const MAX_SLUG_LENGTH = 80;
/** A title with no ASCII letter or digit at all (one written in Telugu, say) still needs an address. */
export const FALLBACK_SLUG = 'opening';
// Any number: it only has to be the same in every instance, and other than the retention job's.
const SLUG_LOCK = 7_240_225;

/**
 * A title's address words: lower-case ASCII letters and digits (accents dropped, "C#" and ".NET"
 * read as "c" and "net"), joined by '-', cut at a word within MAX_SLUG_LENGTH.
 */
export function slugBase(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, MAX_SLUG_LENGTH) || FALLBACK_SLUG;
}

const reserved = (slug: string) => (RESERVED_OPENING_SLUGS as readonly string[]).includes(slug);

/**
 * The address for an opening titled `title`: its words, or with -2, -3… after them when another
 * opening has that address already or it is one of the careers pages' own (RESERVED_OPENING_SLUGS).
 * Run in the change's transaction: it holds a lock until the end, so two openings saved at once
 * never both take the same address.
 */
export async function availableSlug(tx: Db, title: string, exceptId?: number): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK})`);
  const base = slugBase(title);
  const pattern = `${base.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const taken = new Set(
    (
      await tx
        .select({ slug: openings.slug })
        .from(openings)
        .where(and(sql`${openings.slug} like ${pattern}`, exceptId ? ne(openings.id, exceptId) : undefined))
    ).map((row) => row.slug),
  );
  const free = (slug: string) => !taken.has(slug) && !reserved(slug);
  if (free(base)) return base;
  for (let n = 2; ; n += 1) {
    const slug = `${base}-${n}`;
    if (free(slug)) return slug;
  }
}
