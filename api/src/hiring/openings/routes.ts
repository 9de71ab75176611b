import type { FastifyInstance } from 'fastify';
import { CAREERS_PATHS } from 'shared/contract/careers';
import { OpeningListResponse, OpeningResponse } from 'shared/contract/careers-responses';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { todayInIndia } from '../../lib/india-time';
import { findPublicOpening, listOpenOpenings } from './openings-service';

export const OPENING_NOT_FOUND = 'There is no such opening.';

/** Staff publish and close openings now and then: a minute's cache costs visitors little. */
const CACHE = 'public, max-age=60';

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
        response: { 200: OpeningListResponse },
      },
    },
    async (_request, reply): Promise<OpeningListResponse> => {
      reply.header('cache-control', CACHE);
      return { openings: await listOpenOpenings(db, todayInIndia(now())) };
    },
  );

  app.get<{ Params: { slug: string } }>(
    CAREERS_PATHS.opening.pattern,
    {
      schema: {
        summary: 'One published opening by its address',
        description:
          'A draft, or an address no opening has, is 404. An opening closed by staff or past its ' +
          'closing date is answered with 410, the opening and `closed: true`, so search engines drop it.',
        response: { 200: OpeningResponse, 410: OpeningResponse },
      },
    },
    async (request, reply): Promise<OpeningResponse> => {
      const found = await findPublicOpening(db, request.params.slug, todayInIndia(now()));
      if (!found) throw new HttpError(404, OPENING_NOT_FOUND);
      reply.header('cache-control', CACHE);
      if (found.closed) reply.status(410).header('X-Robots-Tag', 'noindex');
      return found;
    },
  );
}
