import type { FastifyInstance, FastifyReply } from 'fastify';
import { CAREERS_PATHS } from 'shared/contract/careers';
import { OpeningListResponse, OpeningResponse } from 'shared/contract/careers-responses';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { todayInIndia } from '../../lib/india-time';
import { requestLanguage } from '../../lib/request-language';
import { findPublicOpening, listOpenOpenings } from './openings-service';

export const OPENING_NOT_FOUND = 'There is no such opening.';

const LANGUAGE_NOTE =
  "In the `Accept-Language` header's language: an opening's texts in it when staff wrote them, else " +
  'the English ones, named in `englishFields`.';

/** Staff publish and close openings now and then: a minute's cache costs visitors little. */
const CACHE = 'public, max-age=60';

/** Each in the page's language (its texts there, when it has them): a cache keeps one per language. */
function cacheHeaders(reply: FastifyReply) {
  reply.header('cache-control', CACHE).header('vary', 'Accept-Language');
}

interface CareersDeps {
  db: Db;
  now: () => number;
}

/** The public side of hiring: the openings the careers pages show. */
export function careersRoutes(app: FastifyInstance, { db, now }: CareersDeps) {
  app.get(
    CAREERS_PATHS.openings,
    {
      schema: {
        summary: 'The published openings that take applications today, newest first',
        description: LANGUAGE_NOTE,
        response: { 200: OpeningListResponse },
      },
    },
    async (request, reply): Promise<OpeningListResponse> => {
      cacheHeaders(reply);
      return { openings: await listOpenOpenings(db, todayInIndia(now()), requestLanguage(request)) };
    },
  );

  app.get<{ Params: { slug: string } }>(
    CAREERS_PATHS.opening.pattern,
    {
      schema: {
        summary: 'One published opening by its address',
        description:
          'A draft, or an address no opening has, is 404. An opening closed by staff or past its ' +
          'closing date is answered with 410, the opening and `closed: true`, so search engines drop it. ' +
          LANGUAGE_NOTE,
        response: { 200: OpeningResponse, 410: OpeningResponse },
      },
    },
    async (request, reply): Promise<OpeningResponse> => {
      const today = todayInIndia(now());
      const found = await findPublicOpening(db, request.params.slug, today, requestLanguage(request));
      if (!found) throw new HttpError(404, OPENING_NOT_FOUND);
      cacheHeaders(reply);
      if (found.closed) reply.status(410).header('X-Robots-Tag', 'noindex');
      return found;
    },
  );
}
