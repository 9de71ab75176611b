import type { FastifyInstance } from 'fastify';
import { isTranslationLanguage, type TranslationLanguage } from 'shared/contract/opening-translation';
import { STAFF_PATHS } from 'shared/contract/staff';
import { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import {
  OPENING_TRANSLATION_MESSAGES,
  openingTranslationSchema,
} from 'shared/contract/staff-opening-translation-schema';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { pathId } from '../../lib/path-id';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { INVALID_FIELDS, validateBody } from '../../lib/validate';
import { actorOf, auditedChange, plain } from '../../back-office/audit-log/audit-service';
import { removeOpeningTranslation, saveOpeningTranslation } from './opening-translation-service';
import { openingAnswer, openingNotFound } from './opening-answer';

/** The language from the path: one of the five besides English, else a 400 naming it. */
function pathLanguage(params: unknown): TranslationLanguage {
  const language = (params as Record<string, unknown> | undefined)?.language;
  if (!isTranslationLanguage(language)) {
    throw badRequest(INVALID_FIELDS, { language: [OPENING_TRANSLATION_MESSAGES.language] });
  }
  return language;
}

/**
 * An opening's texts in Telugu, Hindi, Tamil, Kannada and Malayalam, for recruiters and admins: its
 * page in a language shows them, else the English. Audited as `opening.translation-save` and
 * `opening.translation-remove`, with the language and the names of the fields changed, never their words.
 */
export function staffOpeningTranslationRoutes(app: FastifyInstance, { db, now }: StaffDeps) {
  const hiring = app.staffOnly('hiring');
  const answer = openingAnswer({ db, now });

  app.post(
    STAFF_PATHS.openingTranslation.pattern,
    {
      preHandler: hiring,
      schema: {
        summary: "Write an opening's texts in another language",
        description:
          'The language is te, hi, ta, kn or ml (else 400 naming `language`); the texts are checked as ' +
          "the English ones are. The opening's page in that language shows them at once (English " +
          'stays the opening itself). A closed opening must be reopened first (409). Audited as ' +
          '`opening.translation-save` with the names of the fields changed; a save that changes nothing is not recorded.',
        body: bodySchema(openingTranslationSchema),
        response: { 200: StaffOpeningResponse },
      },
    },
    async (request, reply): Promise<StaffOpeningResponse> => {
      const id = pathId(request.params, 'openingId');
      const language = pathLanguage(request.params);
      const fields = await validateBody(openingTranslationSchema, request.body);
      const saved = await auditedChange(
        db,
        actorOf(request),
        (result) =>
          result.changed.length === 0
            ? null
            : {
                action: 'opening.translation-save',
                targetType: 'opening',
                targetId: id,
                detail: {
                  slug: plain(result.slug),
                  language: plain(language),
                  fields: result.changed.map(plain),
                  added: result.added,
                },
              },
        (tx: Db) => saveOpeningTranslation(tx, id, language, fields, now()),
      );
      if (!saved) throw openingNotFound();
      return answer(reply, id);
    },
  );

  app.post(
    STAFF_PATHS.openingTranslationRemove.pattern,
    {
      preHandler: hiring,
      schema: {
        summary: "Remove an opening's texts in another language",
        description:
          'Its page in that language shows the English texts again. 404 when it has none in that ' +
          'language; a closed opening must be reopened first (409). Audited as `opening.translation-remove`.',
        response: { 200: StaffOpeningResponse },
      },
    },
    async (request, reply): Promise<StaffOpeningResponse> => {
      const id = pathId(request.params, 'openingId');
      const language = pathLanguage(request.params);
      const removed = await auditedChange(
        db,
        actorOf(request),
        (result) => ({
          action: 'opening.translation-remove',
          targetType: 'opening',
          targetId: id,
          detail: { slug: plain(result.slug), language: plain(language) },
        }),
        (tx: Db) => removeOpeningTranslation(tx, id, language),
      );
      if (!removed) throw openingNotFound();
      return answer(reply, id);
    },
  );
}
