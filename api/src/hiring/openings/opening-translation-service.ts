import { and, eq } from 'drizzle-orm';
import { OPENING_MESSAGES } from 'shared/contract/opening-schema';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from 'shared/contract/opening-translation';
import type { StaffOpeningTranslation } from 'shared/contract/staff-opening-responses';
import {
  OPENING_TRANSLATION_FIELDS,
  OPENING_TRANSLATION_MESSAGES,
  type OpeningTranslationRequest,
} from 'shared/contract/staff-opening-translation-schema';
import type { Db } from '../../db/client';
import { openingTranslations, openings } from '../../db/schema';
import { HttpError, conflict } from '../../lib/http-error';

/** The opening's texts in the other languages, in the order of the language list. */
export async function openingTranslationsOf(db: Db, openingId: number): Promise<StaffOpeningTranslation[]> {
  const rows = await db
    .select()
    .from(openingTranslations)
    .where(eq(openingTranslations.openingId, openingId));
  const order = (language: TranslationLanguage) => TRANSLATION_LANGUAGES.indexOf(language);
  return rows
    .sort((a, b) => order(a.language) - order(b.language))
    .map(({ language, title, city, description, requirements, updatedAt }) => ({
      language,
      title,
      city,
      description,
      requirements,
      updatedAt: updatedAt.toISOString(),
    }));
}

/** The opening, locked until the transaction ends; a closed one's texts wait until it is reopened. */
async function openOpeningForEdit(tx: Db, id: number) {
  const [row] = await tx
    .select({ slug: openings.slug, status: openings.status })
    .from(openings)
    .where(eq(openings.id, id))
    .for('update');
  if (row?.status === 'closed') throw conflict(OPENING_MESSAGES.editClosed);
  return row;
}

const translationOf = (id: number, language: TranslationLanguage) =>
  and(eq(openingTranslations.openingId, id), eq(openingTranslations.language, language));

/**
 * Writes the opening's texts in `language` and says which changed (all of them when it had none);
 * undefined when there is no such opening. Run in the change's transaction.
 */
export async function saveOpeningTranslation(
  tx: Db,
  id: number,
  language: TranslationLanguage,
  fields: OpeningTranslationRequest,
  now: number,
) {
  const opening = await openOpeningForEdit(tx, id);
  if (!opening) return undefined;
  const [before] = await tx.select().from(openingTranslations).where(translationOf(id, language));
  const changed = OPENING_TRANSLATION_FIELDS.filter((name) => before?.[name] !== fields[name]);
  const at = new Date(now);
  if (!before) {
    await tx
      .insert(openingTranslations)
      .values({ ...fields, openingId: id, language, createdAt: at, updatedAt: at });
  } else if (changed.length) {
    await tx
      .update(openingTranslations)
      .set({ ...fields, updatedAt: at })
      .where(translationOf(id, language));
  }
  return { id, slug: opening.slug, language, changed, added: !before };
}

/**
 * Removes the opening's texts in `language`: its page in that language shows the English again.
 * Undefined when there is no such opening; a 404 when it has no texts in that language.
 */
export async function removeOpeningTranslation(tx: Db, id: number, language: TranslationLanguage) {
  const opening = await openOpeningForEdit(tx, id);
  if (!opening) return undefined;
  const removed = await tx
    .delete(openingTranslations)
    .where(translationOf(id, language))
    .returning({ language: openingTranslations.language });
  if (!removed.length) throw new HttpError(404, OPENING_TRANSLATION_MESSAGES.notFound);
  return { id, slug: opening.slug, language };
}
